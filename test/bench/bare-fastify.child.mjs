// Forked by http.bench.mjs: a bare Fastify server with one route answering the JSON body it is
// sent over IPC. Reports its port over IPC; stops on SIGTERM.
import Fastify from 'fastify';

process.once('message', async ({ body }) => {
  const payload = JSON.parse(body);
  const app = Fastify({ logger: false });
  app.get('/api/v1/admin/beta-keys', async () => payload);
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ port: app.server.address().port });
});

// Forked by http.bench.mjs: a bare Fastify server with one route (the path it is sent, in
// Fastify's syntax) answering the JSON body it is sent over IPC. Reports its port over IPC; stops on SIGTERM.
import Fastify from 'fastify';

process.once('message', async ({ route, body }) => {
  const payload = JSON.parse(body);
  const app = Fastify({ logger: false });
  app.get(route, async () => payload);
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ port: app.server.address().port });
});

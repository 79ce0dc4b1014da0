// Forked by http.bench.mjs: a bare file server, node:http and fs and nothing else, answering one
// path with one file, read from disk for each request as a file server does, and the headers it
// is sent over IPC (those the app's server sends for it). Reports its port over IPC; stops on SIGTERM.
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';

process.once('message', ({ path, file, headers }) => {
  const server = createServer((request, response) => {
    if (request.url !== path) return response.writeHead(404).end();
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});

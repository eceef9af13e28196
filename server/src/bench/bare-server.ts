/**
 * The floor for `npm run bench`: a bare node:http route answering with the given bytes, in its own
 * process like the application's replicas.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

process.once('message', (payload: string) => {
  const body = Buffer.from(payload, 'utf8');
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});

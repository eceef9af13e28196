/**
 * The floor for `npm run bench`: a bare node:http route that answers every request with one
 * recorded answer of the application (the same status, headers and body), in its own process like
 * the application's replicas.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedAnswer } from './recorded-answer.js';

process.once('message', (answer: RecordedAnswer) => {
  const body = Buffer.from(answer.body, 'base64');
  const server = createServer((_, response) => {
    response.writeHead(answer.status, answer.headers);
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});

import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Requests Node's parser refuses before the app sees them (headers or URL over 16 KB, malformed
 * request lines) get the API's JSON error shape with a sentence instead of an empty answer.
 */
export function answerClientErrorsWithJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const statusCode = tooLarge ? 431 : 400;
    const message = tooLarge
      ? 'The request line and headers are too large. Please send a shorter address or fewer headers.'
      : 'The request is not valid HTTP.';
    const body = JSON.stringify({ statusCode, message, error: message });
    socket.end(
      `HTTP/1.1 ${statusCode} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
}

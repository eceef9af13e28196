import { request } from 'node:http';

/** One answer of the application as a client received it, for the bare route to send back unchanged. */
export interface RecordedAnswer {
  status: number;
  /** Every header but those node:http writes by itself for each answer (date, connection, keep-alive). */
  headers: Record<string, string | string[]>;
  /** The body, base64 (empty for a 304). */
  body: string;
}

/** Headers node:http sets on every answer of its own accord; the bare route's server adds them too. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Asks the application once, as the load generator will (the same headers, no Accept-Encoding),
 * and keeps the status, headers and body it answered.
 */
export function recordAnswer(url: string, headers: Record<string, string> = {}): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const kept = Object.fromEntries(
          Object.entries(response.headers).filter(
            (entry): entry is [string, string | string[]] => !PER_ANSWER.has(entry[0]) && entry[1] !== undefined,
          ),
        );
        // A chunked answer is sent back with its length: the same bytes in one piece.
        if (response.statusCode !== 304 && kept['content-length'] === undefined)
          kept['content-length'] = String(body.length);
        resolve({ status: response.statusCode ?? 0, headers: kept, body: body.toString('base64') });
      });
    });
    asked.on('error', reject);
    asked.end();
  });
}

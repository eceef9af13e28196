/** A 5xx's message: the sentence, then the reference support looks up (the answer's X-Request-Id). */
export function withReference(sentence: string, response: { headers: Record<string, string> }): string {
  return `${sentence} Reference: ${response.headers['x-request-id']}`;
}

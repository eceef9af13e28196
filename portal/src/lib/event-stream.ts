/** One event of a text/event-stream, as the HTML standard's parsing rules read it. */
export interface StreamEvent {
  /** The `event:` field; 'message' when none was given. */
  type: string;
  data: string;
  /** The last `id:` seen on the stream so far (kept across events, as EventSource does). */
  lastEventId: string;
}

/**
 * Reads a text/event-stream fed in chunks of text as they arrive (a line may be split between
 * chunks). Comments (`: heartbeat`) and `retry:` are skipped; an event without data is not one.
 * https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
 */
export class EventStreamParser {
  private buffer = '';
  private type = '';
  private data: string[] = [];
  private lastEventId = '';
  /** The previous chunk ended with \r: a \n starting the next one belongs to that line break. */
  private afterCarriageReturn = false;

  constructor(private readonly onEvent: (event: StreamEvent) => void) {}

  push(chunk: string): void {
    let text = chunk;
    if (this.afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    this.afterCarriageReturn = text.endsWith('\r');
    this.buffer += text;
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  private line(line: string): void {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
  }

  private dispatch(): void {
    const data = this.data;
    const type = this.type || 'message';
    this.data = [];
    this.type = '';
    if (data.length === 0) return;
    this.onEvent({ type, data: data.join('\n'), lastEventId: this.lastEventId });
  }
}

import { EventStreamParser, type StreamEvent } from './event-stream';

function parse(...chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = new EventStreamParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('EventStreamParser', () => {
  it('reads named events with ids and JSON data', () => {
    expect(parse('\nid: 10-1-s\nevent: signal\ndata: {"id":1}\n\n')).toEqual([
      { type: 'signal', data: '{"id":1}', lastEventId: '10-1-s' },
    ]);
  });

  it('skips comments, retry and events without data', () => {
    expect(parse(': heartbeat\n\nretry: 1000\n\nevent: empty\n\ndata: x\n\n')).toEqual([
      { type: 'message', data: 'x', lastEventId: '' },
    ]);
  });

  it('joins data lines and keeps the last id for later events', () => {
    expect(parse('id: 7\ndata: a\ndata: b\n\ndata:c\n\n')).toEqual([
      { type: 'message', data: 'a\nb', lastEventId: '7' },
      { type: 'message', data: 'c', lastEventId: '7' },
    ]);
  });

  it('reads lines split between chunks, and every kind of line break', () => {
    expect(parse('ev', 'ent: outcome\r', '\ndata: {"id"', ':2}\r\n\r', '\n', 'data: z\r\r')).toEqual([
      { type: 'outcome', data: '{"id":2}', lastEventId: '' },
      { type: 'message', data: 'z', lastEventId: '' },
    ]);
  });

  it('waits for the blank line that ends an event', () => {
    expect(parse('data: half')).toEqual([]);
  });

  it('reads a field without a colon as empty, and ignores an id holding NUL', () => {
    expect(parse('id: 1\ndata\n\nid: a\0b\ndata: y\n\n')).toEqual([
      { type: 'message', data: '', lastEventId: '1' },
      { type: 'message', data: 'y', lastEventId: '1' },
    ]);
  });
});

import { SLICE, SlicedBroadcast } from './sliced-broadcast.js';

/**
 * Ten turns of the event loop: each slice schedules the next with setImmediate, so after ten turns
 * every slice of these tests has run, however busy the machine (a timer could fire first).
 */
const settled = async () => {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((done) => setImmediate(done));
};

describe('SlicedBroadcast', () => {
  it('tells the first slice at once and the rest after the event loop has run', async () => {
    const broadcast = new SlicedBroadcast<string>();
    const told: number[] = [];
    for (let index = 0; index < SLICE * 2 + 1; index += 1) broadcast.listen(() => told.push(index));
    broadcast.send('a');
    expect(told).toHaveLength(SLICE);
    await settled();
    expect(told).toHaveLength(SLICE * 2 + 1);
  });

  it('keeps the order of messages for every listener, and skips one removed meanwhile', async () => {
    const broadcast = new SlicedBroadcast<string>();
    const received = new Map<number, string[]>();
    const stops: Array<() => void> = [];
    for (let index = 0; index < SLICE * 3; index += 1) {
      received.set(index, []);
      stops.push(broadcast.listen((message) => received.get(index)!.push(message)));
    }
    broadcast.send('first');
    setImmediate(() => broadcast.send('second'));
    stops[SLICE * 3 - 1]();
    await settled();
    expect(received.get(0)).toEqual(['first', 'second']);
    expect(received.get(SLICE * 2 + 5)).toEqual(['first', 'second']);
    expect(received.get(SLICE * 3 - 1)).toEqual([]);
    expect(broadcast.size).toBe(SLICE * 3 - 1);
  });
});

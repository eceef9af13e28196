import { jest } from '@jest/globals';
import { Clock } from './clock.js';
import { FakeClock } from './fake-clock.js';

describe('Clock.at', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('runs a task at its moment, not a millisecond before', () => {
    const task = jest.fn();
    new Clock().at(new Date('2026-11-25T12:00:03Z'), task);
    jest.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task whose moment has passed at once, and not one that was cancelled', () => {
    const late = jest.fn();
    const cancelled = jest.fn();
    const clock = new Clock();
    clock.at(new Date('2026-11-25T11:00:00Z'), late);
    clock.at(new Date('2026-11-25T12:00:01Z'), cancelled)();
    jest.advanceTimersByTime(5000);
    expect(late).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('reaches a moment beyond the longest timer Node takes in steps', () => {
    const task = jest.fn();
    const in40Days = 40 * 24 * 3600 * 1000;
    new Clock().at(new Date(Date.now() + in40Days), task);
    jest.advanceTimersByTime(in40Days - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('FakeClock.at', () => {
  it('keeps tasks until the test runs the due ones, earliest first, and waits for them', async () => {
    const clock = new FakeClock(new Date('2026-11-25T12:00:00Z'));
    const ran: string[] = [];
    clock.at(new Date('2026-11-25T12:00:05Z'), () => ran.push('later'));
    clock.at(new Date('2026-11-25T12:00:03Z'), async () => {
      await Promise.resolve();
      ran.push('sooner');
    });
    const cancel = clock.at(new Date('2026-11-25T12:00:04Z'), () => ran.push('cancelled'));
    cancel();
    clock.advanceSeconds(10);
    expect(ran).toEqual([]);
    await clock.runDue();
    expect(ran).toEqual(['sooner', 'later']);
    expect(clock.scheduled()).toEqual([]);
  });
});

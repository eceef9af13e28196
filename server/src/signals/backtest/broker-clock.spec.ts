import { fromBrokerClock } from './broker-clock.js';

describe('broker clock', () => {
  it('is UTC+2 in the northern winter and UTC+3 while US daylight saving is in force', () => {
    expect(fromBrokerClock(new Date('2019-01-15T10:00:00Z')).toISOString()).toBe('2019-01-15T08:00:00.000Z');
    expect(fromBrokerClock(new Date('2019-07-15T10:00:00Z')).toISOString()).toBe('2019-07-15T07:00:00.000Z');
    // US clocks moved on 10 March 2019 and back on 3 November 2019, ahead of Europe's.
    expect(fromBrokerClock(new Date('2019-03-15T10:00:00Z')).toISOString()).toBe('2019-03-15T07:00:00.000Z');
    expect(fromBrokerClock(new Date('2019-03-08T10:00:00Z')).toISOString()).toBe('2019-03-08T08:00:00.000Z');
    expect(fromBrokerClock(new Date('2019-11-04T10:00:00Z')).toISOString()).toBe('2019-11-04T08:00:00.000Z');
  });
});

import { Clock, DAY_MS } from '../../server/src/clock/clock.js';

/** A clock the test moves by hand. */
export class FakeClock extends Clock {
  private current: Date;

  constructor(start = new Date()) {
    super();
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * DAY_MS);
  }

  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

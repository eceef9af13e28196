import { Clock, DAY_MS } from './clock.js';

/** A clock a test moves by hand: unit specs beside the code and the HTTP suites alike. */
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

  /** Jumps to a moment (forward, as time goes). */
  moveTo(moment: Date): void {
    this.current = new Date(moment);
  }

  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }

  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

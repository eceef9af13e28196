import { Clock, DAY_MS } from './clock.js';

interface ScheduledTask {
  at: number;
  task: () => unknown;
}

/**
 * A clock a test moves by hand: unit specs beside the code and the HTTP suites alike. Tasks
 * scheduled on it (`at`) wait until the test runs the due ones (`runDue`), so a suite decides
 * when they happen and can wait for what they do.
 */
export class FakeClock extends Clock {
  private current: Date;
  private readonly tasks: ScheduledTask[] = [];

  constructor(start = new Date()) {
    super();
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  at(moment: Date, task: () => unknown): () => void {
    const scheduled = { at: moment.getTime(), task };
    this.tasks.push(scheduled);
    return () => this.forget(scheduled);
  }

  /** When the tasks not yet run are due, earliest first. */
  scheduled(): Date[] {
    return this.tasks
      .map((scheduled) => scheduled.at)
      .sort((a, b) => a - b)
      .map((at) => new Date(at));
  }

  /** Runs every task due by now, earliest first, and waits for each to finish. */
  async runDue(): Promise<void> {
    for (;;) {
      const due = this.tasks
        .filter((scheduled) => scheduled.at <= this.current.getTime())
        .sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.forget(due);
      await due.task();
    }
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

  private forget(scheduled: ScheduledTask): void {
    const index = this.tasks.indexOf(scheduled);
    if (index >= 0) this.tasks.splice(index, 1);
  }
}

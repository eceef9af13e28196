import { Injectable } from '@nestjs/common';

/** The longest delay a Node timer takes (about 24.8 days); a later moment is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The time, from one place, so that tests can move it instead of sleeping. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /**
   * Runs `task` once `moment` has come (at once if it has passed); the returned function cancels
   * it. The timer never keeps the process alive.
   */
  at(moment: Date, task: () => unknown): () => void {
    let timer: NodeJS.Timeout;
    const arm = () => {
      const wait = moment.getTime() - this.now().getTime();
      timer = wait > MAX_TIMER_MS ? setTimeout(arm, MAX_TIMER_MS) : setTimeout(task, Math.max(0, wait));
      timer.unref();
    };
    arm();
    return () => clearTimeout(timer);
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;

import { Injectable } from '@nestjs/common';

/** The time, from one place, so that tests can move it instead of sleeping. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;

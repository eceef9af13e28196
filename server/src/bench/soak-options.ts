import { parseArgs } from 'node:util';

export interface SoakOptions {
  /** How long traffic runs. */
  minutes: number;
  /** One replica is killed (SIGKILL) and restarted this often; 0: never. */
  killEveryMinutes: number;
  /** Subscribers polling signals, the calendar and their subscription, each one request at a time. */
  pollers: number;
  /** Pause of each poller between two requests. */
  pollPauseMs: number;
  /** Traders signing up or in, checking out and paying, each one journey at a time. */
  journeys: number;
  /** Admins editing a plan and users. */
  admins: number;
  /** Keep the run's folder (replica and proxy logs) even when every check passed. */
  keep: boolean;
  databaseUrl: string;
  redisUrl: string;
}

export const SOAK_USAGE = `npm run soak -- [--minutes 30] [--kill-every 5] [--pollers 16] [--poll-pause-ms 250]
                [--journeys 4] [--admins 1] [--keep]
Environment: DATABASE_URL (default mariadb://root@127.0.0.1:3306/soak; the database is dropped and
created again), REDIS_URL (default redis://127.0.0.1:6379; keys under a prefix of this run only).`;

function positive(name: string, text: string, { allowZero = false, whole = true } = {}): number {
  const value = Number(text);
  const valid =
    Number.isFinite(value) && (whole ? Number.isInteger(value) : true) && (allowZero ? value >= 0 : value > 0);
  if (!valid)
    throw new Error(`--${name} must be a ${whole ? 'whole ' : ''}number${allowZero ? ' of 0 or more' : ' above 0'}`);
  return value;
}

/** The command line and the two connection settings, checked; throws a sentence naming what is wrong. */
export function parseSoakOptions(argv: string[], env: NodeJS.ProcessEnv): SoakOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      minutes: { type: 'string', default: '30' },
      'kill-every': { type: 'string', default: '5' },
      pollers: { type: 'string', default: '16' },
      'poll-pause-ms': { type: 'string', default: '250' },
      journeys: { type: 'string', default: '4' },
      admins: { type: 'string', default: '1' },
      keep: { type: 'boolean', default: false },
    },
  });
  return {
    minutes: positive('minutes', values.minutes, { whole: false }),
    killEveryMinutes: positive('kill-every', values['kill-every'], { allowZero: true, whole: false }),
    pollers: positive('pollers', values.pollers),
    pollPauseMs: positive('poll-pause-ms', values['poll-pause-ms'], { allowZero: true }),
    journeys: positive('journeys', values.journeys),
    admins: positive('admins', values.admins, { allowZero: true }),
    keep: values.keep,
    databaseUrl: env.DATABASE_URL || 'mariadb://root@127.0.0.1:3306/soak',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
}

import { Mutex } from 'async-mutex';

/**
 * Runs tasks with the same key one at a time within this process. SQLite has no row locks, and
 * the embedded database is single-process, so this is what serialises "check, then write".
 */
export class KeyedLock {
  private readonly mutexes = new Map<string, { mutex: Mutex; users: number }>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const entry = this.mutexes.get(key) ?? { mutex: new Mutex(), users: 0 };
    entry.users += 1;
    this.mutexes.set(key, entry);
    try {
      return await entry.mutex.runExclusive(task);
    } finally {
      entry.users -= 1;
      if (entry.users === 0) this.mutexes.delete(key);
    }
  }
}

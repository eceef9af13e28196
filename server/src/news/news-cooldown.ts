/** When a key may act again, for one period after each time it acted. Memory only, per process. */
export class Cooldown {
  private readonly lastActed = new Map<string, number>();

  constructor(readonly periodMs: number) {}

  /** Records the act and allows it, or says since when the key has been waiting and until when. */
  claim(key: string, now: Date): { allowed: true; nextAt: Date } | { allowed: false; actedAt: Date; nextAt: Date } {
    const at = now.getTime();
    const last = this.lastActed.get(key);
    if (last !== undefined && at < last + this.periodMs) {
      return { allowed: false, actedAt: new Date(last), nextAt: new Date(last + this.periodMs) };
    }
    this.forgetExpired(at);
    this.lastActed.set(key, at);
    return { allowed: true, nextAt: new Date(at + this.periodMs) };
  }

  private forgetExpired(at: number): void {
    if (this.lastActed.size < 1000) return;
    for (const [key, last] of this.lastActed) if (at >= last + this.periodMs) this.lastActed.delete(key);
  }
}

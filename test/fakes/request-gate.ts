/**
 * Lets a fake provider hold its answers: while closed, every request waits at the gate until the
 * test opens it, so a test can act while the app is in the middle of a call (a job mid-run).
 */
export class RequestGate {
  private closed = false;
  private readonly held: Array<() => void> = [];

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.closed = false;
    this.held.splice(0).forEach((release) => release());
  }

  /** How many requests wait at the gate now. */
  get waiting(): number {
    return this.held.length;
  }

  /** Resolves once at least `count` requests wait at the gate. */
  async whenWaiting(count = 1, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.held.length < count) {
      if (Date.now() > deadline) throw new Error(`Fewer than ${count} request(s) reached the gate in ${timeoutMs} ms`);
      await new Promise((done) => setTimeout(done, 20));
    }
  }

  /** What a fake awaits before answering. */
  pass(): Promise<void> {
    if (!this.closed) return Promise.resolve();
    return new Promise((release) => this.held.push(release));
  }
}

/** Listeners told in one macrotask before the event loop may run anything else. */
export const SLICE = 256;

/**
 * Hands messages to many listeners without holding the event loop: each message goes to the
 * listeners of the moment it was sent, SLICE of them at a time, with other work (requests, socket
 * writes of the listeners already told) let in between. Messages keep their order for every
 * listener: the next one starts once the last is delivered. A listener removed meanwhile is skipped.
 */
export class SlicedBroadcast<Message> {
  private readonly listeners = new Set<(message: Message) => void>();
  private readonly queue: Message[] = [];
  private delivering = false;

  get size(): number {
    return this.listeners.size;
  }

  /** Adds a listener; the returned function removes it. */
  listen(listener: (message: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  send(message: Message): void {
    this.queue.push(message);
    if (!this.delivering) this.next();
  }

  private next(): void {
    const message = this.queue.shift();
    this.delivering = message !== undefined;
    if (message === undefined) return;
    const listeners = [...this.listeners];
    let index = 0;
    const slice = () => {
      for (const end = Math.min(index + SLICE, listeners.length); index < end; index += 1) {
        if (this.listeners.has(listeners[index])) listeners[index](message);
      }
      if (index < listeners.length) setImmediate(slice);
      else this.next();
    };
    slice();
  }
}

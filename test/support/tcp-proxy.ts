import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * What the proxy does with connections:
 * - pass: forwards both ways to the target;
 * - refuse: closes every connection, open or new (a stopped server, a cut link);
 * - blackhole: holds every connection, open or new, and forwards nothing either way (a paused
 *   server, a dropped route). Back in pass mode what was held flows again, as when a paused
 *   server resumes.
 */
export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

interface Link {
  client: Socket;
  upstream?: Socket;
}

/**
 * A TCP proxy on 127.0.0.1 that a test puts between the app and a service (database, Redis) to
 * cut it or make it silent without touching the shared service itself.
 */
export class TcpProxy {
  private server?: Server;
  private readonly links = new Set<Link>();
  private currentMode: ProxyMode = 'pass';
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get mode(): ProxyMode {
    return this.currentMode;
  }

  /** The address to give the app, e.g. for a URL. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** The local ports of the connections to the target: how the target tells this proxy's clients apart. */
  get upstreamPorts(): number[] {
    return [...this.links].flatMap((link) => (link.upstream?.localPort ? [link.upstream.localPort] : []));
  }

  async start(): Promise<this> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  setMode(mode: ProxyMode): void {
    this.currentMode = mode;
    for (const link of [...this.links]) {
      if (mode === 'refuse') this.close(link);
      else if (mode === 'blackhole') this.hold(link);
      else this.forward(link);
    }
  }

  async stop(): Promise<void> {
    for (const link of [...this.links]) this.close(link);
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
  }

  private accept(client: Socket): void {
    const link: Link = { client };
    this.links.add(link);
    client.on('error', () => this.close(link));
    client.on('close', () => this.close(link));
    if (this.currentMode === 'refuse') this.close(link);
    else if (this.currentMode === 'blackhole') this.hold(link);
    else this.forward(link);
  }

  private forward(link: Link): void {
    if (!link.upstream) {
      const upstream = createConnection(this.targetPort, this.targetHost);
      upstream.on('error', () => this.close(link));
      upstream.on('close', () => this.close(link));
      link.upstream = upstream;
    }
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
  }

  private hold(link: Link): void {
    link.client.unpipe();
    link.upstream?.unpipe();
    link.client.pause();
    link.upstream?.pause();
  }

  private close(link: Link): void {
    if (!this.links.delete(link)) return;
    link.client.destroy();
    link.upstream?.destroy();
  }
}

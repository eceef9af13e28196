import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { INestApplication, LoggerService } from '@nestjs/common';

/**
 * A keep-alive socket idle this long during the drain is closed. Not at once: a client may have
 * sent its next request already, and closing under it would fail that request.
 */
const IDLE_GRACE_MS = 1000;

interface SocketState {
  active: number;
  idleSince: number;
}

/**
 * Stops the server on SIGTERM or SIGINT without failing a request it accepted: it stops accepting
 * connections, answers what is in flight with `Connection: close`, closes idle keep-alive
 * sockets, waits at most `drainMs` for the rest, then closes the application (job leases are
 * released, Redis and the database closed by their modules) and exits 0. Every step is logged.
 */
export class GracefulShutdown {
  private readonly inFlight = new Set<ServerResponse>();
  private readonly sockets = new Map<Socket, SocketState>();
  private draining = false;

  constructor(
    private readonly app: INestApplication,
    private readonly server: Server,
    private readonly drainMs: number,
    private readonly logger: LoggerService,
  ) {
    server.on('connection', (socket: Socket) => {
      this.sockets.set(socket, { active: 0, idleSince: performance.now() });
      socket.on('close', () => this.sockets.delete(socket));
    });
    // Runs before Express for every request, so that one arriving during the drain says it is the last.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      if (this.draining) response.setHeader('Connection', 'close');
      this.inFlight.add(response);
      const state = this.sockets.get(request.socket);
      if (state) state.active += 1;
      response.on('close', () => {
        this.inFlight.delete(response);
        if (!state) return;
        state.active -= 1;
        state.idleSince = performance.now();
      });
    });
  }

  /** Installs the signal handlers. */
  listen(): void {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void this.stop(signal));
  }

  async stop(signal: string): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    this.logger.log(
      `${signal}: shutting down; no new connections, ${this.inFlight.size} request(s) in flight, drain limit ${this.drainMs / 1000} s`,
      'Shutdown',
    );
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    // An event stream never finishes by itself: end it now, and its client reconnects to another
    // replica with Last-Event-ID, missing nothing.
    for (const response of this.inFlight) if (isEventStream(response)) response.end();
    // net.Server's close stops accepting; http.Server's would also cut idle sockets at once.
    const closed = new Promise<void>((done) => NetServer.prototype.close.call(this.server, () => done()));
    const sweep = setInterval(() => this.closeIdleSockets(), 200);
    const drained = await Promise.race([
      closed.then(() => true),
      new Promise<false>((done) => setTimeout(() => done(false), this.drainMs).unref()),
    ]);
    clearInterval(sweep);
    if (drained) this.logger.log(`Drained every connection in ${seconds()} s`, 'Shutdown');
    else {
      this.logger.warn(
        `Drain limit reached after ${seconds()} s: closing ${this.sockets.size} connection(s), ${this.inFlight.size} request(s) unfinished`,
        'Shutdown',
      );
      this.server.closeAllConnections();
    }
    let code = 0;
    try {
      // Releases job leases, then closes Redis and the database (each module logs its part).
      await this.app.close();
      this.logger.log(`Closed the database and Redis connections; exiting after ${seconds()} s`, 'Shutdown');
    } catch (error) {
      code = 1;
      this.logger.error(`Closing the application failed: ${(error as Error).message}`, 'Shutdown');
    }
    // Pino may still be writing: give it a moment to flush before leaving.
    setTimeout(() => process.exit(code), 100).unref();
  }

  private closeIdleSockets(): void {
    const now = performance.now();
    for (const [socket, state] of this.sockets) {
      if (state.active === 0 && now - state.idleSince >= IDLE_GRACE_MS) socket.destroy();
    }
  }
}

function isEventStream(response: ServerResponse): boolean {
  return String(response.getHeader('content-type') ?? '').startsWith('text/event-stream');
}

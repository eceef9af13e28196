import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { FastifyPluginCallback } from 'fastify';
import jwt from 'jsonwebtoken';
import { AccessPolicy } from '../access/access-policy.js';
import { ACCESS_TOKEN_VERIFY, accessTokenKey, isAccessTokenPayload } from '../auth/access-token-key.js';
import { SessionsService } from '../auth/sessions.service.js';
import type { AccessTokenPayload } from '../auth/tokens.service.js';
import { AppConfig } from '../config/app-config.js';
import { sendReadyBytesWith, type ReadyJson } from '../common/ready-json.js';
import { appWidePlugin } from '../common/app-wide-plugin.js';
import { HEALTH_CACHE_CONTROL, HealthService } from '../health/health.service.js';
import { Metrics, statusClass } from '../metrics/metrics.js';
import type { CounterSeries, HistogramSeries } from '../metrics/tallied.js';
import { requestIdOf, REQUEST_ID_HEADER } from '../metrics/request-id.js';
import { PublicPlansCache } from '../plans/public-plans.cache.js';
import { ActiveSignalsCache } from '../signals/active-signals.cache.js';

/** True: answered; false: the application answers; a promise of either when it had to wait for data. */
type Answer = ((request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>) & {
  route?: string;
  /** With metrics on, the answer's series by status class (index 2 for 2xx). */
  series?: AnswerSeries[];
};

interface AnswerSeries {
  answers: CounterSeries;
  duration: HistogramSeries;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** The id install() gave the request. */
const idOf = (request: IncomingMessage) => request.headers[REQUEST_ID_HEADER] as string;
/** Access tokens whose signature has been checked, remembered until they expire. */
const MAX_VERIFIED_TOKENS = 100_000;

/**
 * The three requests that make most of the traffic: every trader's signals poll (each minute),
 * the public plans and the health probe. They are answered here, before the framework, when
 * they are the plain case; the answer is the one the controllers give (same services, same bytes,
 * same headers). Anything else (a missing or refused token, no subscription, a cross-origin
 * request, a query string, another method) returns false and goes through the application,
 * which answers and logs it as usual. Plain answers are not logged one by one: at a thousand
 * polls a second the log would hold nothing else (the health probe already was not).
 */
export class HotPath {
  private readonly answers: Map<string, Answer>;
  private readonly verifyKey;
  private readonly verified = new Map<string, { payload: AccessTokenPayload; expiresAt: number }>();
  private always?: string[];
  /** With metrics on (METRICS_TOKEN set), each answer's duration and count, as the application records its own. */
  private readonly metrics?: Metrics;

  constructor(
    app: INestApplication,
    /** The headers every answer carries (the security and CORS headers the application sets). */
    private readonly headers: AnswerHeaders,
  ) {
    const config = app.get(AppConfig);
    const sessions = app.get(SessionsService);
    const access = app.get(AccessPolicy);
    const activeSignals = app.get(ActiveSignalsCache);
    const plans = app.get(PublicPlansCache);
    const health = app.get(HealthService);
    this.verifyKey = accessTokenKey(config);
    if (config.metricsToken) this.metrics = app.get(Metrics);

    this.answers = new Map<string, Answer>([
      [
        '/api/ai-signals',
        (request, response) => {
          const payload = this.verifiedToken(request);
          if (!payload) return false;
          // The usual poll: the account, the plan's delay and the answer are all in memory, and it
          // is answered in this turn, without a promise or a turn of the microtask queue.
          let state;
          try {
            state = sessions.userForNow(payload);
          } catch {
            return false;
          }
          if (state && !access.paidAccess(state)) return false;
          const delay = state && access.signalDelayNow(state);
          const ready = delay === undefined ? undefined : activeSignals.peek(delay);
          if (ready) {
            this.sendReady(request, response, ready, 'private, no-cache');
            return true;
          }
          return (async () => {
            try {
              state = await sessions.userFor(payload);
            } catch {
              return false;
            }
            if (!access.paidAccess(state)) return false;
            const waited = await activeSignals.get(await access.signalDelay(state));
            this.sendReady(request, response, waited, 'private, no-cache');
            return true;
          })();
        },
      ],
      [
        '/api/plans',
        async (request, response) => {
          this.sendReady(request, response, await plans.get(), 'public, no-cache');
          return true;
        },
      ],
      [
        '/api/health',
        async (request, response) => {
          const report = await health.check();
          const body = JSON.stringify(report);
          response.writeHead(report.status === 'down' ? 503 : 200, [
            ...this.alwaysList(),
            'X-Request-Id',
            idOf(request),
            'Content-Type',
            JSON_TYPE,
            'Cache-Control',
            HEALTH_CACHE_CONTROL,
            'Content-Length',
            String(Buffer.byteLength(body)),
          ]);
          response.end(body);
          return true;
        },
      ],
    ]);
    for (const [route, answer] of this.answers) answer.route = route;
  }

  /** Puts the hot path in front of the application's request handler on `server`. */
  install(server: Server): void {
    const [application, ...others] = server.listeners('request') as RequestListener[];
    if (!application || others.length) throw new Error('The hot path expects the application as the only handler.');
    server.removeListener('request', application);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const answer = this.answerFor(request);
      if (!answer) return void application(request, response);
      // The answer's id; kept on the request, so that the application uses the same one when it answers
      // instead. The answers write it in their one writeHead: a header set before would send node:http
      // down its slow path, which checks and copies every header one by one.
      request.headers[REQUEST_ID_HEADER] = requestIdOf(request);
      const started = this.metrics && performance.now();
      const answered = answer(request, response);
      if (answered === true) return void (started && this.record(answer, response, started));
      if (answered === false) return void application(request, response);
      answered.then(
        (done) => (done ? started && this.record(answer, response, started) : application(request, response)),
        // A fault here (a database outage, say) is the application's to answer and log.
        () => response.headersSent || application(request, response),
      );
    });
  }

  private record(answer: Answer, response: ServerResponse, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    // Each route's series of a status class is looked up once and kept on the answer.
    const series = ((answer.series ??= [])[Math.floor(response.statusCode / 100)] ??= this.seriesOf(
      answer.route!,
      statusClass(response.statusCode),
    ));
    series.answers.inc();
    series.duration.observe(seconds);
  }

  private seriesOf(route: string, status: string): AnswerSeries {
    return {
      answers: this.metrics!.hotPathAnswers.series({ route, status_class: status }),
      duration: this.metrics!.httpDuration.series({ route, method: 'GET', status_class: status }),
    };
  }

  private answerFor(request: IncomingMessage): Answer | undefined {
    // A cross-origin request needs the CORS decision, a query string the application's parsing.
    if (request.method !== 'GET' || request.headers.origin !== undefined) return undefined;
    // Until the application has answered once, the headers it sets are not known.
    if (!this.headers.current) return undefined;
    return this.answers.get(request.url ?? '');
  }

  /**
   * The bearer token's claims when its signature and expiry hold, as passport-jwt checks them. A
   * trader polls with the same token for its whole life, so the signature of each exact token is
   * checked once and remembered until the token expires; the account behind it is checked on
   * every request (SessionsService.userFor).
   */
  private verifiedToken(request: IncomingMessage): AccessTokenPayload | null {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const token = header.slice(7);
    const now = Date.now();
    const known = this.verified.get(token);
    if (known) return known.expiresAt > now ? known.payload : null;
    let payload;
    try {
      payload = jwt.verify(token, this.verifyKey, ACCESS_TOKEN_VERIFY);
    } catch {
      return null;
    }
    if (!isAccessTokenPayload(payload)) return null;
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.forgetExpired(now);
    this.verified.set(token, { payload, expiresAt: payload.exp * 1000 });
    return payload;
  }

  /** Drops expired tokens, and the oldest half if that is not enough room. */
  private forgetExpired(now: number): void {
    for (const [token, entry] of this.verified) if (entry.expiresAt <= now) this.verified.delete(token);
    if (this.verified.size < MAX_VERIFIED_TOKENS) return;
    let excess = this.verified.size / 2;
    for (const token of this.verified.keys()) {
      if (excess-- <= 0) break;
      this.verified.delete(token);
    }
  }

  private sendReady(request: IncomingMessage, response: ServerResponse, ready: ReadyJson, cacheControl: string): void {
    sendReadyBytesWith(request, response, ready, cacheControl, JSON_TYPE, this.headers.current!, idOf(request));
  }

  /** The headers every answer carries, as the flat list writeHead takes (read once). */
  private alwaysList(): string[] {
    this.always ??= Object.entries(this.headers.current!).flat();
    return this.always;
  }
}

/**
 * The headers the application's request hooks (security headers, CORS) set on every same-origin
 * answer, read off the first request without an Origin that reaches the application. Its plugin
 * is registered after those of the hooks, so that its hook runs after theirs.
 */
export class AnswerHeaders {
  current: Record<string, string> | undefined;

  plugin(): FastifyPluginCallback {
    const capture: FastifyPluginCallback = (instance, _options, done) => {
      instance.addHook('onRequest', (request, reply, next) => {
        if (!this.current && request.headers.origin === undefined) {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(reply.getHeaders()))
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
          this.current = headers;
        }
        next();
      });
      done();
    };
    return appWidePlugin(capture);
  }
}

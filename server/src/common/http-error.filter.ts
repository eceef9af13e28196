import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerErrors } from '../metrics/server-errors.service.js';
import { isDatabaseUnavailable } from './database-errors.js';
import type { ErrorDto } from './error.dto.js';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

/** The one error body of the API. `error` and `message` carry the same sentence. */
export type ErrorBody = ErrorDto;

const SENTENCES: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: 'The request is not valid.',
  [HttpStatus.UNAUTHORIZED]: 'Please sign in to continue.',
  [HttpStatus.FORBIDDEN]: "You don't have permission to do this.",
  [HttpStatus.NOT_FOUND]: 'Not found.',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'The request body is too large.',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Too many requests. Please wait a moment and try again.',
  [HttpStatus.BAD_GATEWAY]: 'A service we depend on failed. Please try again later.',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'A service we depend on is not available. Please try again later.',
  [HttpStatus.GATEWAY_TIMEOUT]: 'A service we depend on did not answer in time. Please try again later.',
};

/**
 * Turns every error into a JSON sentence; never a stack trace. Unknown errors are logged. A 5xx
 * ends with its reference, the request's id (on its log lines too), which `serverErrors` records
 * for support to look up.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly serverErrors?: ServerErrors) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (isClientAbort(exception, request)) {
      // Nobody is left to answer, and nothing went wrong on our side: a tab was closed or left mid-transfer.
      this.logger.debug(`${request.method} ${request.originalUrl.split('?')[0]}: the client went away mid-request`);
      return;
    }
    const statusCode = statusOf(exception);
    const message =
      statusCode >= 500
        ? `${messageOf(exception, statusCode, request)} Reference: ${request.id}`
        : messageOf(exception, statusCode, request);
    if (isUpstreamFailure(exception, statusCode))
      this.logger.warn(exception instanceof HttpException ? message : `${message} (${(exception as Error).message})`);
    else if (statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (statusCode >= 500)
      void this.serverErrors?.record({
        reference: request.id,
        method: request.method,
        path: request.originalUrl.split('?')[0],
        status: statusCode,
        userId: signedInUserId(request),
      });
    if (response.sent || response.raw.headersSent) return;
    if (exception instanceof TooManyAttemptsException)
      response.header('Retry-After', String(exception.retryAfterSeconds));
    response
      .status(statusCode)
      .type('application/json; charset=utf-8')
      .send({ statusCode, message, error: message } satisfies ErrorBody);
  }
}

/** The user the authentication guard put on the request, if it got that far. */
function signedInUserId(request: FastifyRequest): number | null {
  const id = (request as { user?: { id?: unknown } }).user?.id;
  return typeof id === 'number' ? id : null;
}

/**
 * The client closed the connection before the exchange ended: a body that stopped arriving
 * (Node's "aborted" on the request) or a file left mid-transfer. The same codes from anything
 * else, with the client still there, are errors.
 */
function isClientAbort(exception: unknown, request: FastifyRequest): boolean {
  const original = exception instanceof HttpException ? (exception.cause ?? exception) : exception;
  const { code } = (original ?? {}) as { code?: unknown };
  const aborted = code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'ERR_STREAM_PREMATURE_CLOSE';
  return aborted && (request.raw.destroyed || request.raw.socket?.destroyed === true);
}

const DATABASE_DOWN = 'The database is not answering right now. Please try again in a moment.';

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  if (isDatabaseUnavailable(exception)) return HttpStatus.SERVICE_UNAVAILABLE;
  // Errors of Fastify's own (body limits, content types) carry their own status.
  const status = (exception as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 600) return status;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

/**
 * A 502, 503 or 504 the code threw on purpose says which outside service failed, in a sentence
 * written for the caller; every other 5xx is a fault of ours and its details stay in the log.
 */
function isUpstreamFailure(exception: unknown, statusCode: number): boolean {
  return (
    (exception instanceof HttpException && statusCode >= 502 && statusCode <= 504) || isDatabaseUnavailable(exception)
  );
}

/** Fastify's refusals of a request body, by code, in the API's words. */
const BODY_REFUSALS: Partial<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: SENTENCES[HttpStatus.PAYLOAD_TOO_LARGE],
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON, sent with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its Content-Length says.',
};

function messageOf(exception: unknown, statusCode: number, request: FastifyRequest): string {
  if (!(exception instanceof HttpException) && isDatabaseUnavailable(exception)) return DATABASE_DOWN;
  if (statusCode >= 500 && !isUpstreamFailure(exception, statusCode))
    return 'Something went wrong on our side. Please try again.';
  // Fastify's errors arrive wrapped, with the original as the cause.
  const original = exception instanceof HttpException ? exception.cause : exception;
  const code = (original as { code?: unknown } | undefined)?.code;
  const refusal = typeof code === 'string' ? BODY_REFUSALS[code] : undefined;
  if (refusal) return refusal;
  if (exception instanceof HttpException) {
    const body = exception.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const text = Array.isArray(raw) ? raw.join('. ') : typeof raw === 'string' ? raw : '';
    if (statusCode === HttpStatus.NOT_FOUND && /^Cannot \w+ /.test(text)) {
      return `No API route matches ${request.method} ${request.originalUrl.split('?')[0]}.`;
    }
    if (
      text &&
      !/^(Bad Request|Unauthorized|Forbidden|Not Found|Too Many Requests|Bad Gateway|Service Unavailable|Gateway Timeout|ThrottlerException.*)$/.test(
        text,
      )
    ) {
      return sentence(text);
    }
  }
  return SENTENCES[statusCode] ?? 'The request could not be completed.';
}

function sentence(text: string): string {
  const trimmed = text.trim();
  // A field name such as monthlyPrice or plan_type keeps its spelling.
  const firstWord = trimmed.split(/\s/, 1)[0];
  const capitalised = /[A-Z_]/.test(firstWord.slice(1)) ? trimmed : trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

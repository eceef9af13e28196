import { createHash } from 'node:crypto';
import {
  BadRequestException,
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import type { AuthUser } from '../access/current-user.decorator.js';
import { IDEMPOTENT } from './idempotent.decorator.js';
import { IdempotencyService } from './idempotency.service.js';

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Applies Idempotency-Key on the routes marked @Idempotent(). Answers of the caller's making
 * (2xx and 4xx) are kept and replayed; a failure of ours (5xx) frees the key for a retry.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly idempotency: IdempotencyService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthUser }>();
    const key = request.header('idempotency-key');
    if (key === undefined || !this.reflector.get<boolean>(IDEMPOTENT, context.getHandler())) return next.handle();
    if (!KEY_PATTERN.test(key))
      throw new BadRequestException('Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores');

    const scope = request.user ? `user:${request.user.id}` : 'anonymous';
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.originalUrl} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const stored = await this.idempotency.claim(scope, key, fingerprint);
    if (stored) {
      http.getResponse<Response>().setHeader('Idempotent-Replayed', 'true');
      if (stored.statusCode >= 400) throw new HttpException(stored.body as string | object, stored.statusCode);
      return from([stored.body]);
    }

    const successCode =
      this.reflector.get<number>(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === 'POST' ? 201 : 200);
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        await this.idempotency.complete(scope, key, { statusCode: successCode, body });
        return body;
      }),
      catchError(async (error: unknown) => {
        if (error instanceof HttpException && error.getStatus() < 500)
          await this.idempotency.complete(scope, key, { statusCode: error.getStatus(), body: error.getResponse() });
        else await this.idempotency.release(scope, key);
        throw error;
      }),
    );
  }
}

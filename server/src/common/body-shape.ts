import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { hasLoneSurrogate, isUtf8Query, malformedTextError } from './well-formed-text.js';

/**
 * No request body of ours nests deeper than a handful of levels; class-transformer and the
 * IPN signature check walk bodies recursively, so a hostile 5,000-level body must stop here.
 */
export const MAX_BODY_DEPTH = 32;

/** How deep a parsed JSON value nests (a scalar is 0), walked without recursion; stops past `limit`. */
export function jsonDepth(value: unknown, limit = MAX_BODY_DEPTH): number {
  let deepest = 0;
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    const level = depth + 1;
    deepest = Math.max(deepest, level);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) {
      if (child !== null && typeof child === 'object') pending.push({ value: child, depth: level });
    }
  }
  return deepest;
}

/**
 * The JSON body parser: as strict as before (an object or an array; an empty body is an empty
 * object), with its own sentence for anything else. The raw bytes stay on the request for the
 * IPN signature check.
 */
export async function parseJsonBody(_request: FastifyRequest, body: Buffer): Promise<unknown> {
  if (body.length === 0) return {};
  const text = body.toString('utf8');
  const first = text.trimStart()[0];
  let parsed: unknown;
  try {
    parsed = first === '{' || first === '[' ? JSON.parse(text) : undefined;
  } catch {
    // Refused below.
  }
  if (parsed === undefined) throw new BadRequestException('The request body is not valid JSON.');
  return parsed;
}

/**
 * After the body is parsed and before any handler: a body nested deeper than MAX_BODY_DEPTH, a
 * JSON body holding a lone surrogate, or a query string whose escapes are not UTF-8 is a 400
 * with a sentence.
 */
export async function checkBodyShape(request: FastifyRequest): Promise<void> {
  if (jsonDepth(request.body) > MAX_BODY_DEPTH)
    throw new BadRequestException(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
  const queryStart = request.url.indexOf('?');
  if (queryStart >= 0 && !isUtf8Query(request.url.slice(queryStart + 1)))
    throw new BadRequestException('The query string is not valid UTF-8 text. Please send well-formed text');
  if (hasLoneSurrogate(request.body)) throw malformedTextError('The request body');
}

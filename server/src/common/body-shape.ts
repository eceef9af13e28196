import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

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

/** Express middleware after the body parsers: a body nested deeper than MAX_BODY_DEPTH is a 400. */
export function rejectDeepBodies(request: Request, _response: Response, next: NextFunction): void {
  if (jsonDepth(request.body) > MAX_BODY_DEPTH) {
    next(new BadRequestException(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`));
    return;
  }
  next();
}

import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';

export const IDEMPOTENT = 'idempotent';

/**
 * The route honours an Idempotency-Key header: the same key with the same request within the
 * window answers what the first one answered, and does the work once. Only for routes whose
 * answer may be kept in the database (no tokens, secrets or codes in it).
 */
export function Idempotent() {
  return applyDecorators(
    SetMetadata(IDEMPOTENT, true),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, ' +
        'it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice.',
    }),
    ApiUnprocessableEntityResponse({ description: 'The Idempotency-Key was already used for a different request.' }),
    ApiConflictResponse({ description: 'A request with this Idempotency-Key is still running.' }),
  );
}

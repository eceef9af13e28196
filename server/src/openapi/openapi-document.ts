import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorDto } from '../common/error.dto.js';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ERROR_SCHEMA = { $ref: '#/components/schemas/ErrorDto' };
/** The security scheme of the calendar feed, whose address carries its own secret. */
export const CALENDAR_TOKEN = 'calendarToken';

/**
 * The API contract: what /api/docs serves and what the portal's types are generated from.
 * Every error answer carries the one body the global error filter sends, so that shape is
 * stated here once instead of on every decorator; every operation states its security, `[]` for
 * a public one.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Signals platform API')
      .setVersion('1')
      .setDescription('Errors are `{ statusCode, message, error }`, `message` and `error` being the same sentence.')
      .addBearerAuth()
      .addApiKey(
        { type: 'apiKey', in: 'query', name: 'token', description: 'The secret of a calendar feed address.' },
        CALENDAR_TOKEN,
      )
      .build(),
    { extraModels: [ErrorDto] },
  );
  for (const operation of operations(document)) {
    documentErrors(operation);
    // Swagger leaves out an empty requirement list; without a global one an absent list already
    // means public, but stated it cannot be misread (or lost to a later global default).
    operation.security ??= [];
  }
  return document;
}

function* operations(document: OpenAPIObject): Generator<Operation> {
  for (const item of Object.values(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) yield operation;
    }
}

function documentErrors(operation: Operation): void {
  const responses = operation.responses;
  const validated = Boolean(operation.requestBody) || Boolean(operation.parameters?.length);
  if (validated && !responses['400'])
    responses['400'] = { description: 'The request is not valid; the sentence says why.' };
  responses.default ??= { description: 'Any other error.' };
  for (const [status, response] of Object.entries(responses)) {
    const isError = status === 'default' || Number(status) >= 400;
    if (isError && response && 'description' in response && !response.content)
      response.content = { 'application/json': { schema: ERROR_SCHEMA } };
  }
}

/** The same document with every object's keys sorted, so that writing it is deterministic. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  ) as T;
}

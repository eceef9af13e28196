import type { OpenAPIObject } from '@nestjs/swagger';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type Response = { description: string; content?: Record<string, { schema?: unknown }>; headers?: object };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('the API contract (/api/docs-json)', () => {
  let testApp: TestApp;
  let document: OpenAPIObject;
  let operations: { method: (typeof METHODS)[number]; path: string; operation: Operation }[];

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    document = (await testApp.http.get('/api/docs-json').expect(200)).body;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
    );
  });
  afterAll(() => testApp.close());

  const name = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

  it('documents a schema for the 2xx answer of every operation (JSON, or a documented other type)', () => {
    expect(operations.length).toBeGreaterThan(40);
    const without = operations.filter(({ operation }) => {
      const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      return (
        success.length === 0 ||
        // JSON, or a documented other type (a CSV export, an iCalendar feed) with its schema.
        success.some(
          ([, response]) => !Object.values((response as Response).content ?? {}).some((media) => media.schema),
        )
      );
    });
    expect(without.map(name)).toEqual([]);
  });

  it('gives every error answer the one error body, and a default for the rest', () => {
    const wrong = operations.flatMap((entry) =>
      Object.entries(entry.operation.responses)
        .filter(([status]) => status === 'default' || Number(status) >= 400)
        .filter(([status, response]) => {
          const schema = (response as Response).content?.['application/json']?.schema;
          const expected = entry.path === '/api/health' && status === '503' ? 'HealthReport' : 'ErrorDto';
          return JSON.stringify(schema) !== JSON.stringify({ $ref: `#/components/schemas/${expected}` });
        })
        .map(([status]) => `${name(entry)} ${status}`),
    );
    expect(wrong).toEqual([]);
    expect(operations.filter(({ operation }) => !operation.responses.default).map(name)).toEqual([]);
    expect(document.components?.schemas?.ErrorDto).toMatchObject({
      required: expect.arrayContaining(['statusCode', 'message', 'error']),
    });
  });

  // The contract says which operations need a bearer token; the server is asked without one.
  it('declares bearer security on exactly the operations that answer 401 without a token', async () => {
    const mismatches: string[] = [];
    for (const entry of operations) {
      const url = entry.path.replace(/\{[^}]+\}/g, '1');
      const response = await testApp.http[entry.method](url).set('Accept', 'application/json');
      const guarded = response.status === 401;
      const declared = (entry.operation.security ?? []).some((requirement) => 'bearer' in requirement);
      if (guarded !== declared) mismatches.push(`${name(entry)}: answered ${response.status}, security ${declared}`);
      if (declared && !entry.operation.responses['401']) mismatches.push(`${name(entry)}: 401 not documented`);
    }
    expect(mismatches).toEqual([]);
    expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('states the security of every operation: a bearer token, the calendar feed token, or none (`security: []`)', () => {
    expect(operations.filter(({ operation }) => !Array.isArray(operation.security)).map(name)).toEqual([]);
    const requiring = (scheme: string) =>
      operations.filter(({ operation }) => operation.security?.some((requirement) => scheme in requirement)).map(name);
    expect(requiring('calendarToken')).toEqual(['GET /api/news/calendar.ics']);
    expect(operations.filter(({ operation }) => operation.security?.length === 0).map(name)).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/plans', 'POST /api/auth/login', 'POST /api/auth/signup']),
    );
    expect(document.components?.securitySchemes?.calendarToken).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'token',
    });
  });

  it("documents react-admin's list conventions on the admin lists: sort, range, filter and Content-Range", () => {
    const lists = operations.filter(
      ({ method, path }) => method === 'get' && /^\/api\/admin\/(users|plans|payments|subscriptions|audit)$/.test(path),
    );
    expect(lists).toHaveLength(5);
    for (const { operation } of lists) {
      const query = (operation.parameters ?? []).map((parameter) => ('name' in parameter ? parameter.name : ''));
      expect(query).toEqual(expect.arrayContaining(['sort', 'range', 'filter']));
      const ok = operation.responses['200'] as Response;
      expect(ok.headers).toHaveProperty('Content-Range');
      expect(ok.content?.['application/json']?.schema).toMatchObject({ type: 'array' });
    }
  });

  it('lets a browser on another allowed origin read Content-Range', async () => {
    const response = await testApp.http.get('/api/plans').set('Origin', 'http://localhost:5173');
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('foundation: health, errors, docs and the portal', () => {
  let testApp: TestApp;
  const portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');

  beforeAll(async () => {
    testApp = await startTestApp({ BODY_LIMIT: '10kb' }, { portalDir });
  });
  afterAll(() => testApp.close());

  it('reports the database round-trip on /api/health', async () => {
    const response = await testApp.http.get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', database: { ok: true } });
    expect(response.body.database.driver).toBe(process.env.DATABASE_URL?.split(':')[0] ?? 'better-sqlite3');
    expect(typeof response.body.database.latencyMs).toBe('number');
  });

  it('answers an unknown API path with a JSON 404 sentence, not the portal', async () => {
    const response = await testApp.http.get('/api/no-such-thing?x=1').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.body).toEqual({
      statusCode: 404,
      message: 'No API route matches GET /api/no-such-thing.',
      error: 'No API route matches GET /api/no-such-thing.',
    });
  });

  it('answers a malformed JSON body with 400 and a sentence', async () => {
    const response = await testApp.http
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(response.body.message).toBe('The request body is not valid JSON.');
    expect(JSON.stringify(response.body)).not.toMatch(/at \w+ \(/);
  });

  it('answers an oversized body with 413 and a sentence', async () => {
    const response = await testApp.http
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(20 * 1024) }))
      .expect(413);
    expect(response.body.message).toBe('The request body is too large.');
  });

  it('answers an address longer than HTTP allows with 431 and a sentence', async () => {
    const response = await testApp.http.get(`/api/plans?sort=${'x'.repeat(20 * 1024)}`).expect(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.message).toBe(
      'The address or the headers of the request are too long (16 KB at most). Please send a shorter one.',
    );
  });

  it('answers a body of another content type with 415 and a sentence', async () => {
    const response = await testApp.http
      .post('/api/auth/login')
      .set('Content-Type', 'text/plain')
      .send('email=trader@example.com')
      .expect(415);
    expect(response.body.message).toBe('The request body must be JSON, sent with Content-Type: application/json.');
  });

  it('takes an API path with a trailing slash as the path without it', async () => {
    const response = await testApp.http.get('/api/plans/?x=1').expect(200);
    expect(Array.isArray(response.body)).toBe(true);
  });

  it('publishes the OpenAPI document under /api/docs', async () => {
    const response = await testApp.http.get('/api/docs-json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toContain('/api/health');
  });

  it('serves the portal for every other path so client routes work on reload', async () => {
    for (const path of ['/', '/dashboard', '/some/unknown/page']) {
      const response = await testApp.http.get(path).expect(200);
      expect(response.headers['content-type']).toMatch(/html/);
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('sends security headers', async () => {
    const response = await testApp.http.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

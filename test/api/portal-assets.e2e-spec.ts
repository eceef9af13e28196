import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PRERENDER_GUARD_SCRIPT } from '#domain/prerender-guard';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the built portal: precompressed files, caching and pre-rendered pages', () => {
  let testApp: TestApp;
  const portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  mkdirSync(join(portalDir, 'assets'));
  mkdirSync(join(portalDir, 'prerendered'));
  mkdirSync(join(portalDir, '.vite'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(join(portalDir, 'prerendered', 'index.html'), '<!doctype html><title>Landing</title><h1>Signals</h1>');
  writeFileSync(join(portalDir, 'prerendered', 'pricing.html'), '<!doctype html><title>Pricing</title><h1>Plans</h1>');
  writeFileSync(join(portalDir, 'assets', 'app-3f9a1c.js'), script);
  // Each copy marked, to tell which file went out.
  writeFileSync(join(portalDir, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(`${script}//br`));
  writeFileSync(join(portalDir, 'assets', 'app-3f9a1c.js.gz'), gzipSync(`${script}//gz`));
  writeFileSync(join(portalDir, '.vite', 'manifest.json'), '{}');
  // Small files the build may leave without copies.
  const smallScript = 'export const ready = true;';
  const smallStyles = 'body{margin:0}';
  writeFileSync(join(portalDir, 'assets', 'ready-5d1e0a.js'), smallScript);
  writeFileSync(join(portalDir, 'assets', 'index-7c2b9e.css'), smallStyles);

  beforeAll(async () => {
    testApp = await startTestApp({}, { portalDir });
  });
  afterAll(() => testApp.close());

  it('sends the brotli or gzip copy written at build, with Content-Encoding, Vary and a year-long immutable cache', async () => {
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await testApp.http.get('/assets/app-3f9a1c.js').set('Accept-Encoding', accepted).expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The client undoes the encoding: this is the copy written at build, not one made now.
      expect(response.text).toBe(`${script}//${encoding === 'br' ? 'br' : 'gz'}`);
    }
    const plain = await testApp.http.get('/assets/app-3f9a1c.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('compresses every script and style sheet that has no copy, however small', async () => {
    for (const [path, text, type] of [
      ['/assets/ready-5d1e0a.js', smallScript, /javascript/],
      ['/assets/index-7c2b9e.css', smallStyles, /text\/css/],
    ] as const) {
      for (const accepted of ['br, gzip', 'gzip']) {
        const response = await testApp.http.get(path).set('Accept-Encoding', accepted).expect(200);
        expect(response.headers['content-encoding']).toBe(accepted === 'gzip' ? 'gzip' : 'br');
        expect(response.headers.vary).toMatch(/Accept-Encoding/i);
        expect(response.headers['content-type']).toMatch(type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.text).toBe(text);
      }
    }
  });

  it('revalidates pages on every visit, and serves a pre-rendered page for its route', async () => {
    const landing = await testApp.http.get('/').expect(200);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.text).toContain('<h1>Signals</h1>');

    for (const path of ['/pricing', '/pricing/']) {
      const pricing = await testApp.http.get(path).expect(200);
      expect(pricing.headers['cache-control']).toBe('no-cache');
      expect(pricing.text).toContain('<h1>Plans</h1>');
    }

    // Pre-rendered at build but missing from this build: the portal draws it.
    const terms = await testApp.http.get('/terms').expect(200);
    expect(terms.text).toContain('<title>Portal</title>');
    const other = await testApp.http.get('/dashboard').expect(200);
    expect(other.text).toContain('<title>Portal</title>');
  });

  it("allows the pre-rendered pages' inline guard script by its hash, and no other inline script", async () => {
    const response = await testApp.http.get('/').expect(200);
    const scriptSources = /script-src ([^;]*)/.exec(response.headers['content-security-policy'])?.[1].split(' ');
    const hash = createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64');
    expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('never serves build metadata or anything outside the build', async () => {
    for (const path of ['/.vite/manifest.json', '/%2e%2e/package.json', '/assets/%00.js']) {
      const response = await testApp.http.get(path).expect(200);
      expect(response.text).toContain('<title>Portal</title>');
    }
  });
});

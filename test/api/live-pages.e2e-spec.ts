import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidationBus } from '../../server/src/cache/invalidation-bus.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer } from '../support/users.js';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

/**
 * A build's output as the server finds it: dist/portal with its pre-rendered pages, and beside it
 * dist/prerender/prerender.js, here a stand-in for the real pre-render (which the browser suite
 * runs) that draws each plan as its name and monthly price and counts its renders.
 */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const portalDir = join(dist, 'portal');
  mkdirSync(join(portalDir, 'prerendered'), { recursive: true });
  mkdirSync(join(dist, 'prerender'));
  writeFileSync(
    join(portalDir, 'index.html'),
    '<!doctype html><title>Portal</title><script type="module" crossorigin src="/assets/index-1a2b.js"></script><div id="root"></div>',
  );
  writeFileSync(join(portalDir, 'prerendered', 'index.html'), '<!doctype html><title>Landing</title><h1>Built</h1>');
  writeFileSync(join(portalDir, 'prerendered', 'pricing.html'), '<!doctype html><title>Pricing</title><h1>Built</h1>');
  writeFileSync(join(portalDir, 'prerendered', 'terms.html'), '<!doctype html><title>Terms</title><h1>Built</h1>');
  writeFileSync(
    join(dist, 'prerender', 'prerender.js'),
    `import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
     globalThis.livePageRenders = 0;
     export async function renderPage(path, { template, plansJson, brotliQuality }) {
       globalThis.livePageRenders += 1;
       const cards = JSON.parse(plansJson).map((plan) => '<h2>' + plan.name + '</h2><p>$' + plan.monthlyPrice + '</p>');
       const html = template.replace('<div id="root"></div>', '<div id="root" data-path="' + path + '">' + cards.join('') + '</div>');
       const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
       return { html, br, gzip: gzipSync(html) };
     }`,
  );
  return portalDir;
}

const renders = () => (globalThis as { livePageRenders?: number }).livePageRenders ?? 0;

describe('the landing and pricing pages, rendered again with the plans in the database', () => {
  let testApp: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    testApp = await startTestApp({}, { portalDir: fakeBuild() });
    adminToken = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
  });
  afterAll(() => testApp.close());

  const renamePlan = async (name: string, monthlyPrice: number) => {
    const plans = await testApp.http.get('/api/admin/plans').set(bearer(adminToken)).expect(200);
    const record = plans.body.find((plan: { planType: string }) => plan.planType === 'BASIC');
    await testApp.http
      .put(`/api/admin/plans/${record.id}`)
      .set(bearer(adminToken))
      .send({ ...record, name, monthlyPrice })
      .expect(200);
  };

  it('shows the seeded plans in the first paint of / and /pricing, in every encoding', async () => {
    for (const path of ['/', '/pricing', '/pricing/']) {
      for (const accepted of ['br', 'gzip', 'identity']) {
        const response = await testApp.http.get(path).set('Accept-Encoding', accepted).expect(200);
        expect(response.headers['content-encoding']).toBe(accepted === 'identity' ? undefined : accepted);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toMatch(/Accept-Encoding/);
        expect(response.text).toContain(`data-path="${path.replace(/\/$/, '') || '/'}"`);
        expect(response.text).toContain('<h2>Professional</h2><p>$29</p>');
        expect(response.text).not.toContain('Built');
      }
    }
  });

  it('follows a plan renamed and repriced by an admin without a restart, in both encodings', async () => {
    await renamePlan('Starter Desk', 41);
    for (const path of ['/', '/pricing']) {
      for (const encoding of ['br', 'gzip']) {
        const response = await testApp.http.get(path).set('Accept-Encoding', encoding).expect(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.text).toContain('<h2>Starter Desk</h2><p>$41</p>');
        expect(response.text).not.toContain('Professional');
      }
    }
  });

  it('renders once per plan list, tags the page, and answers a current copy with 304', async () => {
    const first = await testApp.http.get('/pricing').expect(200);
    const before = renders();
    expect(before).toBeGreaterThan(0);
    const again = await testApp.http.get('/pricing').expect(200);
    expect(renders()).toBe(before);
    expect(again.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    const current = await testApp.http.get('/pricing').set('If-None-Match', first.headers.etag).expect(304);
    expect(current.text).toBe('');

    await renamePlan('Starter Desk', 43);
    const changed = await testApp.http.get('/pricing').set('If-None-Match', first.headers.etag).expect(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.text).toContain('<p>$43</p>');
  });

  it('leaves the other pre-rendered pages as built', async () => {
    const terms = await testApp.http.get('/terms').expect(200);
    expect(terms.text).toContain('<h1>Built</h1>');
  });

  it('sends the built page while the plans cannot be read, and the plans again once they can', async () => {
    const bus = testApp.app.get(InvalidationBus);
    await testApp.dataSource.query('ALTER TABLE plans RENAME TO plans_away');
    try {
      bus.publish('public-plans');
      for (const path of ['/', '/pricing']) {
        const response = await testApp.http.get(path).expect(200);
        expect(response.text).toContain('<h1>Built</h1>');
      }
    } finally {
      await testApp.dataSource.query('ALTER TABLE plans_away RENAME TO plans');
    }
    bus.publish('public-plans');
    const landing = await testApp.http.get('/').expect(200);
    expect(landing.text).toContain('<h2>Starter Desk</h2><p>$43</p>');
  });
});

describe('a portal not built yet', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({}, { portalDir: mkdtempSync(join(tmpdir(), 'portal-')) });
  });
  afterAll(() => testApp.close());

  it('answers 503 with the command to build it, for the pages with plans too', async () => {
    for (const path of ['/', '/pricing']) {
      const response = await testApp.http.get(path).expect(503);
      expect(response.text).toBe('The portal has not been built yet. Run `npm run build:portal`.');
    }
  });
});

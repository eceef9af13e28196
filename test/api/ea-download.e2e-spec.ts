import { readFileSync } from 'node:fs';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SOURCE = readFileSync(new URL('../../integrations/metatrader5/SignalDesk.mq5', import.meta.url), 'utf8');
const SERVER_URL_INPUT = /input string\s+ServerUrl\s*=\s*"([^"]*)"/;

/**
 * Issue 37, item 4: the Expert Advisor a trader downloads calls this server, and the account page
 * shows the exact address to allow in MetaTrader: both from PUBLIC_URL, or from the address the
 * request came to (as the proxy in front says it, when TRUST_PROXY believes it).
 */
describe('the Expert Advisor to download', () => {
  let testApp: TestApp;

  afterEach(() => testApp.close());

  it('is made out to the address the trader reached, behind the proxy too, and the page says the same', async () => {
    testApp = await startTestApp();
    const direct = await testApp.http
      .get('/downloads/SignalDesk.mq5')
      .set('Host', '127.0.0.1:3000')
      .expect(200)
      .expect('Content-Type', 'text/plain; charset=utf-8')
      .expect('Content-Disposition', 'attachment; filename="SignalDesk.mq5"')
      .expect('Cache-Control', 'no-store');
    expect(SERVER_URL_INPUT.exec(direct.text)?.[1]).toBe('http://127.0.0.1:3000');
    // Nothing else of the file changes.
    expect(direct.text.replace(SERVER_URL_INPUT, '')).toBe(SOURCE.replace(SERVER_URL_INPUT, ''));

    // Behind the proxy (a loopback hop, which TRUST_PROXY believes by default).
    const proxied = await testApp.http
      .get('/downloads/SignalDesk.mq5')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'signals.example.org:8443')
      .expect(200);
    expect(SERVER_URL_INPUT.exec(proxied.text)?.[1]).toBe('https://signals.example.org:8443');
    const setup = await testApp.http
      .get('/api/ea/setup')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'signals.example.org:8443')
      .expect(200);
    expect(setup.body).toEqual({ serverUrl: 'https://signals.example.org:8443' });

    // A Host that is no host name is not written into the EA.
    const odd = await testApp.http.get('/downloads/SignalDesk.mq5').set('Host', 'evil"host').expect(200);
    expect(SERVER_URL_INPUT.exec(odd.text)?.[1]).toBe('http://localhost:3000');
  });

  it('is made out to PUBLIC_URL when it is set, without a trailing slash', async () => {
    testApp = await startTestApp({ PUBLIC_URL: 'https://signals.example.com/' });
    const file = await testApp.http
      .get('/downloads/SignalDesk.mq5')
      .set('X-Forwarded-Host', 'elsewhere.test')
      .expect(200);
    expect(SERVER_URL_INPUT.exec(file.text)?.[1]).toBe('https://signals.example.com');
    expect((await testApp.http.get('/api/ea/setup').expect(200)).body).toEqual({
      serverUrl: 'https://signals.example.com',
    });
  });
});

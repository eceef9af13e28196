import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LogCapture } from '../support/log-capture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ABORTED = /^debug HttpError: \w+ \/\S*: the client went away mid-request$/;

/**
 * A browser that leaves (a tab closed while it uploads or downloads) is not an error of ours: the
 * server notes it at debug level and logs nothing at warning or error level.
 */
describe('requests the client abandons', () => {
  let testApp: TestApp;
  let port: number;
  let portalDir: string;
  const log = new LogCapture();

  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(portalDir, 'assets', 'large-0a1b2c.js'), 'x'.repeat(8 * 1024 * 1024));
    testApp = await startTestApp({}, { portalDir });
    testApp.app.useLogger(log);
    const server = testApp.app.getHttpServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  /** Sends `text` on a fresh connection, then closes it after `closeAfterMs` (0: at once). */
  const sendAndLeave = (text: string, closeAfterMs: number) =>
    new Promise<void>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(text);
        setTimeout(() => socket.destroy(), closeAfterMs);
      });
      socket.on('close', () => done());
      socket.on('error', () => undefined);
    });

  const waitFor = async (found: () => boolean) => {
    for (let waited = 0; !found() && waited < 5000; waited += 20) await new Promise((tick) => setTimeout(tick, 20));
  };
  const loud = () => log.lines.filter((line) => /^(warn|error|fatal) /.test(line));

  it('notes a body that stops arriving mid-way at debug level', async () => {
    const before = log.lines.length;
    await sendAndLeave(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"email":"trader@exa',
      100,
    );
    await waitFor(() => log.lines.slice(before).some((line) => ABORTED.test(line)));
    expect(log.lines.slice(before)).toEqual([
      'debug HttpError: POST /api/auth/login: the client went away mid-request',
    ]);
    expect(loud()).toEqual([]);
  });

  it('logs nothing above debug for downloads left before they began or mid-way, and serves the next one', async () => {
    const before = log.lines.length;
    const request = 'GET /assets/large-0a1b2c.js HTTP/1.1\r\nHost: localhost\r\n\r\n';
    // Closed at once, the connection is gone before the file's headers go out; closed a little
    // later, the transfer is cut mid-way. Either way the file's stream is closed and nobody is told.
    for (const closeAfterMs of [0, 0, 0, 0, 5, 20]) await sendAndLeave(request, closeAfterMs);
    await new Promise((settle) => setTimeout(settle, 300));
    expect(log.lines.slice(before).filter((line) => !/^debug /.test(line))).toEqual([]);
    expect(loud()).toEqual([]);
    const whole = await testApp.http.get('/assets/large-0a1b2c.js').set('Accept-Encoding', 'identity').expect(200);
    expect(whole.text.length).toBe(8 * 1024 * 1024);
  });
});

import type { Browser } from 'playwright-core';
import { FAKE_BOT_TOKEN, FakeTelegram } from '../fakes/fake-telegram.js';
import { SmtpInbox } from '../fakes/smtp-inbox.js';
import { WebhookReceiver } from '../fakes/webhook-receiver.js';
import { launchBrowser, openPage, screenshotEverywhere } from './support/browser.js';
import { signUpActiveTrader } from './support/journeys.js';
import { startServer, type RunningServer } from './support/server.js';
import { useServerAndBrowser } from './support/suite.js';

const CHAT = 5550123;

describe('alerts in Chromium', () => {
  const inbox = new SmtpInbox();
  const telegram = new FakeTelegram();
  const receiver = new WebhookReceiver();
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    await Promise.all([inbox.start(), telegram.start(), receiver.start()]);
    [server, browser] = await Promise.all([
      startServer({
        // The jobs that link chats and deliver alerts run, quickly; the engine publishes nothing for an index.
        SCHEDULER_ENABLED: 'true',
        JOB_TICK_SECONDS: '1',
        ALERTS_DISPATCH_SECONDS: '1',
        SIGNAL_SYMBOLS: 'US30',
        SMTP_URL: inbox.url,
        TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
        TELEGRAM_BOT_USERNAME: 'SignalDeskTestBot',
        TELEGRAM_API_URL: telegram.apiUrl,
        ALERTS_WEBHOOK_ALLOW_PRIVATE: 'true',
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await Promise.all([inbox.stop(), telegram.stop(), receiver.stop()]);
  });

  it('links Telegram, saves the settings with a webhook, and delivers a test alert to every channel', async () => {
    const page = await openPage(browser, server.url);
    const email = await signUpActiveTrader(page, server.dataDir);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(/\/alerts$/);
    await page.getByText('Nothing is sent until you save these settings once.').waitFor();
    await screenshotEverywhere(page, 'alerts-new');

    // Telegram: the one-time link, Start pressed in the chat, and the page sees the chat linked.
    await page.getByRole('button', { name: 'Link Telegram' }).click();
    const link = page.getByTestId('telegram-waiting').getByRole('link', { name: 'this link' });
    const code = new URL((await link.getAttribute('href'))!).searchParams.get('start')!;
    telegram.userSends(CHAT, `/start ${code}`);
    await page.getByText('Linked to a chat with @SignalDeskTestBot.').waitFor({ timeout: 20_000 });
    await page.getByRole('switch', { name: 'Telegram alerts' }).check();

    // A webhook: its secret is shown once, on the save that gives the first address.
    await page.getByLabel('Webhook address').fill(receiver.url);
    await page.getByRole('switch', { name: 'Webhook alerts' }).check();
    await page.getByRole('switch', { name: 'High-impact releases' }).check();
    await page.getByRole('button', { name: 'USD', exact: true }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const secretField = page.getByRole('textbox', { name: 'Signing secret' });
    await secretField.waitFor();
    receiver.secret = await secretField.inputValue();
    expect(receiver.secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have kept it' }).click();
    await page.getByText('Alert settings saved').waitFor();

    await page.getByRole('button', { name: 'Send test alert' }).click();
    await page.getByText(/^Test alert on its way: /).waitFor();
    const [mail, message, hook] = await Promise.all([
      inbox.next(email, 'Test alert from SignalDesk'),
      telegram.next(CHAT, /Test alert/),
      receiver.next('test'),
    ]);
    expect(mail.text).toContain('Your e-mail alerts work.');
    expect(message.text).toContain('Your Telegram alerts work.');
    expect(hook.signatureValid).toBe(true);
    const sent = page.locator('[data-testid="recent-alerts"] [data-status="sent"]');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="recent-alerts"] [data-status="sent"]').length >= 3,
      undefined,
      {
        timeout: 20_000,
      },
    );
    expect(await sent.count()).toBe(3);

    // Saved: the settings come back as they were left.
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Telegram alerts' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'High-impact releases' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'USD', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await screenshotEverywhere(page, 'alerts', () => sent.first().waitFor());
  });
});

describe('alerts in Chromium, on a server that sends webhooks only to the public internet', () => {
  const suite = useServerAndBrowser();

  it('says plainly why a private webhook address is refused when it is saved', async () => {
    const page = await openPage(suite.browser, suite.server.url);
    await signUpActiveTrader(page, suite.server.dataDir);
    await page.goto('/alerts');
    await page.getByLabel('Webhook address').fill('https://192.168.1.20/hooks/signals');
    await page.getByRole('switch', { name: 'Webhook alerts' }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const reason =
      'The webhook address must be reachable on the public internet: 192.168.1.20 is an address on a private network.';
    // Beside the Save button, and at the field it is about.
    const refusal = page.getByRole('alert').filter({ hasText: reason });
    await refusal.waitFor();
    const field = page.getByLabel('Webhook address');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await field.getAttribute('aria-describedby')}`).textContent()).toBe(reason);
    await screenshotEverywhere(page, 'alerts-private-webhook', () => refusal.waitFor());
    // Nothing was saved: the page still says so.
    await page.getByText('Nothing is sent until you save these settings once.').waitFor();
  });
});

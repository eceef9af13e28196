import ICAL from 'ical.js';
import { activateSubscription } from '../support/subscriptions.js';
import { FakeClock } from '../support/fake-clock.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, signUp } from '../support/users.js';

/** Tuesday 17 Nov 2026, 10:00 UTC: the demo calendar has releases behind and ahead. */
const START = new Date('2026-11-17T10:00:00Z');
const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-tests' };

interface ParsedEvent {
  summary: string;
  start: Date;
  categories: string[];
  alarms: number;
}

function parse(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate(),
      categories: component.getAllProperties('categories').flatMap((property) => property.getValues() as string[]),
      alarms: component.getAllSubcomponents('valarm').length,
    };
  });
}

describe('reading settings and the calendar feed', () => {
  let testApp: TestApp;
  let trader: string;

  beforeAll(async () => {
    testApp = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { clock: new FakeClock(START) });
    const admin = (await testApp.http.post('/api/auth/login').send(ADMIN).expect(200)).body.accessToken;
    await testApp.http.post('/api/news/scrape').set(bearer(admin)).expect(200);
    await testApp.http.post('/api/news/analyze').set(bearer(admin)).expect(200);
    const signedUp = await signUp(testApp.http);
    await activateSubscription(testApp, signedUp.user.id);
    trader = signedUp.accessToken;
  });
  afterAll(() => testApp.close());

  describe('the time zone setting', () => {
    it('needs a signed-in caller', async () => {
      await testApp.http.get('/api/user/settings').expect(401);
      await testApp.http.patch('/api/user/settings').send({ timeZone: 'UTC' }).expect(401);
    });

    it("starts on the browser's zone, remembers a chosen one, and goes back on null", async () => {
      const first = await testApp.http.get('/api/user/settings').set(bearer(trader)).expect(200);
      expect(first.body).toEqual({ timeZone: null, calendarFeed: { active: false, createdAt: null } });
      await testApp.http.patch('/api/user/settings').set(bearer(trader)).send({ timeZone: 'Asia/Tokyo' }).expect(200);
      const again = await testApp.http.get('/api/user/settings').set(bearer(trader)).expect(200);
      expect(again.body.timeZone).toBe('Asia/Tokyo');
      const reset = await testApp.http.patch('/api/user/settings').set(bearer(trader)).send({ timeZone: null });
      expect(reset.body.timeZone).toBeNull();
    });

    it('refuses a zone that does not exist, with a sentence', async () => {
      const response = await testApp.http
        .patch('/api/user/settings')
        .set(bearer(trader))
        .send({ timeZone: 'Mars/Olympus' })
        .expect(400);
      expect(JSON.stringify(response.body.message)).toContain('IANA name such as Europe/London');
    });
  });

  describe('the ICS feed', () => {
    it('is a valid iCalendar document of the past and coming week, with alarms before releases', async () => {
      const { token } = (await testApp.http.post('/api/user/calendar-feed').set(bearer(trader)).expect(201)).body;
      const response = await testApp.http.get(`/api/news/calendar.ics?token=${token}`).expect(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const events = parse(response.text);
      expect(events.length).toBeGreaterThan(20);
      expect(events.some((event) => event.start > START)).toBe(true);
      expect(events.some((event) => event.start < START)).toBe(true);
      expect(events.filter((event) => event.categories.includes('HIGH') && event.alarms !== 1)).toEqual([]);
      const settings = await testApp.http.get('/api/user/settings').set(bearer(trader)).expect(200);
      expect(settings.body.calendarFeed.active).toBe(true);
    });

    it('follows the impact and currency filters of its address', async () => {
      const { token } = (await testApp.http.post('/api/user/calendar-feed').set(bearer(trader)).expect(201)).body;
      const response = await testApp.http.get(`/api/news/calendar.ics?token=${token}&impact=high&currency=usd,eur`);
      const events = parse(response.text);
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(event.categories).toContain('HIGH');
        expect(['USD', 'EUR'].some((currency) => event.categories.includes(currency))).toBe(true);
      }
      const bad = await testApp.http.get(`/api/news/calendar.ics?token=${token}&impact=huge`).expect(400);
      expect(JSON.stringify(bad.body.message)).toContain('Impact takes high, medium, low, holiday, comma-separated.');
    });

    it('stops answering an address once it is replaced or revoked', async () => {
      const old = (await testApp.http.post('/api/user/calendar-feed').set(bearer(trader)).expect(201)).body.token;
      const current = (await testApp.http.post('/api/user/calendar-feed').set(bearer(trader)).expect(201)).body.token;
      const replaced = await testApp.http.get(`/api/news/calendar.ics?token=${old}`).expect(404);
      expect(replaced.body.message).toBe(
        'This calendar address is unknown or was revoked. Make a new one from your profile.',
      );
      await testApp.http.get(`/api/news/calendar.ics?token=${current}`).expect(200);
      const revoked = await testApp.http.delete('/api/user/calendar-feed').set(bearer(trader)).expect(200);
      expect(revoked.body.calendarFeed).toEqual({ active: false, createdAt: null });
      await testApp.http.get(`/api/news/calendar.ics?token=${current}`).expect(404);
      await testApp.http.get('/api/news/calendar.ics').expect(400);
    });

    it('needs its owner to hold an active subscription', async () => {
      const stranger = (await signUp(testApp.http)).accessToken;
      const { token } = (await testApp.http.post('/api/user/calendar-feed').set(bearer(stranger)).expect(201)).body;
      const response = await testApp.http.get(`/api/news/calendar.ics?token=${token}`).expect(403);
      expect(response.body.message).toBe(
        'The calendar feed needs an active subscription. Renew it to keep receiving events.',
      );
    });
  });
});

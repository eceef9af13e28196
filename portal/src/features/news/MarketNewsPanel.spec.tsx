/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type NewsActionResult, type NewsItem, type ProcessedNews } from '../../api/client';
import { api } from '../../api/endpoints';
import { DEMO_CALENDAR_NOTE } from './DemoCalendarNote';
import { MarketNewsPanel } from './MarketNewsPanel';
import { ToastHost } from '../../app/toasts';

const START = Date.UTC(2026, 10, 16, 0, 0);
const CURRENCIES = ['USD', 'EUR', 'JPY'];

/** `high` high-impact and `medium` medium-impact events, an hour apart, listed latest first. */
function events(high: number, medium: number): NewsItem[] {
  return Array.from({ length: high + medium }, (_, index) => {
    const publishedAt = new Date(START + index * 3_600_000).toISOString();
    return {
      id: index + 1,
      event: `Release ${index + 1}`,
      country: ['US', 'EU', 'JP'][index % 3],
      currency: CURRENCIES[index % 3],
      impact: index < high ? ('high' as const) : ('medium' as const),
      publishedAt,
      date: publishedAt.slice(0, 10),
      time: publishedAt.slice(11, 16),
      previous: '0.1%',
      forecast: '0.2%',
      actual: index % 2 === 0 ? '0.4%' : null,
      surprise: index % 2 === 0 ? 'Above forecast (+0.2%), bullish for USD' : null,
      surpriseNumeric: index % 2 === 0 ? 0.2 : null,
    };
  }).reverse();
}

function processed(
  data: NewsItem[],
  lastUpdated: string | null = '2026-11-18T15:00:00.000Z',
  source: ProcessedNews['source'] = 'forexfactory',
): ProcessedNews {
  return {
    success: true,
    source,
    data,
    summary: { total: data.length, high: 0, medium: 0, low: 0, holiday: 0, currencies: 0 },
    lastUpdated,
    window: { from: '2026-11-09T00:00:00.000Z', to: '2026-11-30T00:00:00.000Z' },
  };
}

const done = (message = 'Done.'): NewsActionResult => ({
  success: true,
  performed: true,
  message,
  nextAllowedAt: null,
});

function setup({ timeZone = 'UTC' }: { timeZone?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MarketNewsPanel timeZone={timeZone} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

/** The event rows, without the header and the "now" marker. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Market news events' }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.querySelector('[data-now-marker]'));

let processedMock: jest.SpiedFunction<typeof api.news.processed>;
let updateMock: jest.SpiedFunction<typeof api.news.update>;
let scrapeMock: jest.SpiedFunction<typeof api.news.scrape>;
let analyzeMock: jest.SpiedFunction<typeof api.news.analyze>;

beforeEach(() => {
  // The filters are remembered: each test starts from none.
  localStorage.clear();
  processedMock = jest.spyOn(api.news, 'processed').mockResolvedValue(processed(events(20, 40)));
  updateMock = jest.spyOn(api.news, 'update').mockResolvedValue(done());
  scrapeMock = jest.spyOn(api.news, 'scrape').mockResolvedValue(done());
  analyzeMock = jest.spyOn(api.news, 'analyze').mockResolvedValue(done());
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('MarketNewsPanel', () => {
  it('shows the counts, the last update and the zone the times are in', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Market News (Past Week)' })).toBeTruthy();
    expect(screen.getByText('Loading news...')).toBeTruthy();
    expect(await screen.findByText('60 of 60 events')).toBeTruthy();
    expect(screen.getByText('High: 20')).toBeTruthy();
    expect(screen.getByText('Medium: 40')).toBeTruthy();
    expect(screen.getByText('Currencies: 3')).toBeTruthy();
    expect(screen.getByText('Last updated: Nov 18, 2026, 3:00 PM')).toBeTruthy();
    expect(screen.getByText('Times in UTC')).toBeTruthy();
    expect(screen.queryByText('Loading news...')).toBeNull();
    expect(processedMock).toHaveBeenCalledWith();
    // A real calendar is not labelled as the demo.
    expect(screen.queryByText(DEMO_CALENDAR_NOTE)).toBeNull();
  });

  it('says that the demo calendar replays recorded releases while the demo source runs', async () => {
    processedMock.mockResolvedValue(processed(events(2, 3), '2026-11-18T15:00:00.000Z', 'demo'));
    setup();
    await screen.findByText('5 of 5 events');
    expect(screen.getByText('Demo calendar (recorded releases replayed)')).toBeTruthy();
  });

  it('lists the first 50 events, earliest first, and says how many there are', async () => {
    setup();
    await screen.findByText('60 of 60 events');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date/Time', 'Country', 'Currency', 'Event', 'Previous', 'Forecast', 'Actual', 'Surprise', 'Impact']);
    expect(rows()).toHaveLength(50);
    expect(within(rows()[0]).getByText('Release 1')).toBeTruthy();
    expect(within(rows()[49]).getByText('Release 50')).toBeTruthy();
    expect(rows()[0].textContent).toContain('Mon, Nov 16 12:00 AM');
    expect(screen.getByText('Showing 50 of 60 events')).toBeTruthy();
  });

  it('filters by impact, and counts what the filter shows', async () => {
    const { user } = setup();
    await screen.findByText('60 of 60 events');
    await user.click(screen.getByRole('button', { name: 'High' }));
    expect(screen.getByText('20 of 60 events')).toBeTruthy();
    expect(rows()).toHaveLength(20);
    expect(screen.queryByText(/^Showing 50 of/)).toBeNull();
    expect(screen.getByText('High: 20')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Medium' }));
    expect(screen.getByText('40 of 60 events')).toBeTruthy();
    expect(within(rows()[0]).getByText('Release 21')).toBeTruthy();
    // The counts follow the filter too.
    expect(screen.getByText('High: 0')).toBeTruthy();
    expect(screen.getByText('Medium: 40')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(rows()).toHaveLength(50);
  });

  it('offers low-impact releases and bank holidays as filters of their own, counted', async () => {
    const calendar = events(2, 2);
    calendar[0] = { ...calendar[0], impact: 'low', event: 'Trade Balance' };
    calendar[1] = { ...calendar[1], impact: 'holiday', event: 'Bank Holiday' };
    processedMock.mockResolvedValue(processed(calendar));
    const { user } = setup();
    await screen.findByText('4 of 4 events');
    expect(screen.getByText('Low: 1')).toBeTruthy();
    expect(screen.getByText('Holidays: 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Holiday' }));
    expect(screen.getByText('1 of 4 events')).toBeTruthy();
    expect(within(rows()[0]).getByText('Bank Holiday')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Low' }));
    expect(within(rows()[0]).getByText('Trade Balance')).toBeTruthy();
    expect(within(rows()[0]).getByText('Low')).toBeTruthy();
  });

  it('marks where now falls in the list, above the next release', async () => {
    const now = Date.now();
    const around = events(2, 4).map((event, index) => ({
      ...event,
      publishedAt: new Date(now + (index - 3) * 3_600_000 + 60_000).toISOString(),
    }));
    processedMock.mockResolvedValue(processed(around));
    setup();
    await screen.findByText('6 of 6 events');
    const table = screen.getByRole('table', { name: 'Market news events' });
    const all = within(table).getAllByRole('row').slice(1);
    const marker = all.findIndex((row) => row.querySelector('[data-now-marker]'));
    expect(screen.getByRole('separator', { name: 'Now: the next release is below' })).toBeTruthy();
    // Three releases came out 3, 2 and 1 hours ago (less a minute); three are still to come.
    expect(marker).toBe(3);
    expect(all[marker + 1].getAttribute('data-next')).toBe('true');
  });

  it('shows figures, surprises with their arrow, impact and flags for the majors', async () => {
    processedMock.mockResolvedValue(
      processed([
        { ...events(1, 0)[0], currency: 'USD', surpriseNumeric: 0.2, surprise: 'Above forecast (+0.2%)' },
        {
          ...events(0, 1)[0],
          id: 2,
          publishedAt: '2026-11-16T02:00:00.000Z',
          currency: 'CNY',
          country: 'CN',
          actual: '4.1%',
          previous: '',
          surpriseNumeric: -0.3,
          surprise: 'Below forecast (-0.3%)',
        },
        {
          ...events(0, 1)[0],
          id: 3,
          publishedAt: '2026-11-16T03:00:00.000Z',
          currency: 'GBP',
          actual: '0.2%',
          surpriseNumeric: 0,
          surprise: 'In line with forecast',
        },
      ]),
    );
    setup();
    await screen.findByText('3 of 3 events');
    const [usd, cny, gbp] = rows();
    expect(within(usd).getByRole('img', { name: 'United States' })).toBeTruthy();
    expect(within(usd).getByRole('img', { name: 'Above forecast' })).toBeTruthy();
    expect(within(usd).getByText('High')).toBeTruthy();
    expect(within(cny).queryByRole('img', { name: /China/ })).toBeNull();
    expect(within(cny).getByText('CNY')).toBeTruthy();
    expect(within(cny).getByRole('img', { name: 'Below forecast' })).toBeTruthy();
    expect(within(cny).getByText('—')).toBeTruthy();
    expect(within(cny).getByText('Medium')).toBeTruthy();
    expect(within(gbp).getByRole('img', { name: 'United Kingdom' })).toBeTruthy();
    expect(within(gbp).getByText('In line with forecast')).toBeTruthy();
    expect(within(gbp).queryByRole('img', { name: /forecast/ })).toBeNull();
  });

  it('shows the times in the zone it is given, and names it', async () => {
    setup({ timeZone: 'America/New_York' });
    await screen.findByText('60 of 60 events');
    expect(screen.getByText(/^Times in America\/New_York \((EST|EDT)\)$/)).toBeTruthy();
    expect(rows()[0].textContent).toContain('Sun, Nov 15 7:00 PM');
    expect(screen.getByText('Last updated: Nov 18, 2026, 10:00 AM')).toBeTruthy();
    // The zone changes the times shown, not the list asked for.
    expect(processedMock).toHaveBeenCalledWith();
  });

  it("says 'Never' and 'No major news events this week' before any news", async () => {
    processedMock.mockResolvedValue(processed([], null));
    setup();
    expect(await screen.findByText('No major news events this week')).toBeTruthy();
    expect(screen.getByText('Last updated: Never')).toBeTruthy();
    expect(screen.getByText('0 of 0 events')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'Failed to fetch forex news' when the list cannot be loaded, and 'Failed to fetch news' when nothing answers", async () => {
    processedMock.mockRejectedValue(new ApiError('Failed to fetch forex news', 503));
    const first = setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch forex news');
    expect(screen.queryByText('Loading news...')).toBeNull();
    expect(screen.queryByText('No major news events this week')).toBeNull();
    first.unmount();

    processedMock.mockRejectedValue(new TypeError('Failed to fetch'));
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch news');
  });

  it('refreshes on Ctrl+R and Cmd+R instead of reloading the page, only while it is shown', async () => {
    const { unmount } = setup();
    await screen.findByText('60 of 60 events');
    expect(processedMock).toHaveBeenCalledTimes(1);

    const ctrlR = fireEvent.keyDown(window, { key: 'r', ctrlKey: true });
    expect(ctrlR).toBe(false);
    await waitFor(() => expect(processedMock).toHaveBeenCalledTimes(2));
    expect(updateMock).toHaveBeenCalledTimes(1);
    expect(console.info).toHaveBeenCalledWith('News update:', done());

    expect(fireEvent.keyDown(window, { key: 'R', metaKey: true })).toBe(false);
    await waitFor(() => expect(updateMock).toHaveBeenCalledTimes(2));

    // Ctrl+Shift+R stays the browser's hard reload; a plain R is just a key.
    expect(fireEvent.keyDown(window, { key: 'R', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'r' })).toBe(true);
    expect(updateMock).toHaveBeenCalledTimes(2);

    unmount();
    expect(fireEvent.keyDown(window, { key: 'r', ctrlKey: true })).toBe(true);
    expect(updateMock).toHaveBeenCalledTimes(2);
  });

  it('refreshes with the refresh button: update, then reload', async () => {
    const { user } = setup();
    await screen.findByText('60 of 60 events');
    processedMock.mockResolvedValue(processed(events(1, 1), '2026-11-18T15:30:00.000Z'));
    await user.click(screen.getByRole('button', { name: 'Refresh news' }));
    expect(await screen.findByText('2 of 2 events')).toBeTruthy();
    expect(screen.getByText('Last updated: Nov 18, 2026, 3:30 PM')).toBeTruthy();
    expect(updateMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to update news data' when the update is refused, and 'Failed to refresh news' otherwise", async () => {
    updateMock.mockRejectedValueOnce(new ApiError('Failed to update news data', 503));
    const { user } = setup();
    await screen.findByText('60 of 60 events');
    await user.click(screen.getByRole('button', { name: 'Refresh news' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update news data');
    // The list is still reloaded and shown.
    await waitFor(() => expect(processedMock).toHaveBeenCalledTimes(2));
    expect(rows()).toHaveLength(50);
    expect(console.error).toHaveBeenCalled();

    updateMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Refresh news' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to refresh news'));

    await user.click(screen.getByRole('button', { name: 'Refresh news' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('scrapes, then analyses, and says so', async () => {
    const order: string[] = [];
    const scraped = { source: 'demo' as const, fetched: true, fetchedAt: null, nextFetchAt: null, received: 60 };
    scrapeMock.mockImplementation(
      async () => (
        order.push('scrape'),
        { ...done(), scrape: { ...scraped, inserted: 2, updated: 0, unchanged: 58, removed: 0 } }
      ),
    );
    analyzeMock.mockImplementation(async () => (order.push('analyze'), done()));
    const { user } = setup();
    await screen.findByText('60 of 60 events');
    await user.click(screen.getByRole('button', { name: 'Update News' }));
    expect(
      await screen.findByText('News Update Complete - Successfully scraped and analyzed latest forex news events.'),
    ).toBeTruthy();
    expect(order).toEqual(['scrape', 'analyze']);
    await waitFor(() => expect(processedMock).toHaveBeenCalledTimes(2));

    // Nothing new at the source: the toast says so rather than "successfully".
    scrapeMock.mockImplementation(async () => ({
      ...done(),
      scrape: { ...scraped, inserted: 0, updated: 0, unchanged: 60, removed: 0 },
    }));
    analyzeMock.mockImplementation(async () => ({ ...done(), analysis: { analyzed: 0, biases: [] } }));
    await user.click(screen.getByRole('button', { name: 'Update News' }));
    expect(
      await screen.findByText('News Update Complete - No change: the calendar was already up to date.'),
    ).toBeTruthy();
  });

  it('says what the server said when the update fails, or that processing failed', async () => {
    scrapeMock.mockRejectedValueOnce(
      new ApiError('ForexFactory answered HTTP 502. No news has been fetched from it yet.', 503),
    );
    const { user } = setup();
    await screen.findByText('60 of 60 events');
    await user.click(screen.getByRole('button', { name: 'Update News' }));
    expect(
      await screen.findByText(
        'News Update Failed - ForexFactory answered HTTP 502. No news has been fetched from it yet.',
      ),
    ).toBeTruthy();
    expect(analyzeMock).not.toHaveBeenCalled();

    analyzeMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Update News' }));
    expect(await screen.findByText('News Update Failed - Failed to process news')).toBeTruthy();
  });

  it('passes on the cool-down when the server did nothing', async () => {
    scrapeMock.mockResolvedValue({
      ...done(),
      performed: false,
      message: 'You asked for this 2 minutes ago. You can ask again in 3 minutes.',
    });
    const { user } = setup();
    await screen.findByText('60 of 60 events');
    await user.click(screen.getByRole('button', { name: 'Update News' }));
    expect(await screen.findByText('You asked for this 2 minutes ago. You can ask again in 3 minutes.')).toBeTruthy();
    expect(screen.queryByText(/^News Update Complete/)).toBeNull();
  });

  it('reloads on window focus and when the tab becomes visible', async () => {
    setup();
    await screen.findByText('60 of 60 events');
    fireEvent.focus(window);
    await waitFor(() => expect(processedMock).toHaveBeenCalledTimes(2));

    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(processedMock).toHaveBeenCalledTimes(3));
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('reloads every 2 minutes', async () => {
    jest.useFakeTimers();
    try {
      setup();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(processedMock).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(119_000);
      });
      expect(processedMock).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(processedMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows cards instead of the table on a small screen', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
    setup();
    // A phone opens on the next high-impact releases; the whole list and its filters are a tap away.
    expect(
      await screen.findByText(/^(Next high-impact releases|No high-impact release ahead this week)$/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('News summary')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Show all 60 events and filters' }));
    await screen.findByText('60 of 60 events');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Market news events' })).getAllByRole('listitem');
    expect(cards).toHaveLength(50);
    expect(within(cards[0]).getByRole('heading', { name: 'Release 1' })).toBeTruthy();
    expect(within(cards[0]).getByText('Previous')).toBeTruthy();
    expect(within(cards[0]).getByText('0.4%')).toBeTruthy();
    expect(screen.getByText('Showing 50 of 60 events')).toBeTruthy();
  });
});

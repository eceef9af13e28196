import { parseRetryAfter } from '../fetch-interval.js';
import { NewsSourceError } from './news-source.js';
import { plural } from '#domain/plural';

export interface FetchJsonOptions {
  /** Names the source in messages: "ForexFactory". */
  label: string;
  timeoutMs: number;
  now: Date;
  /** Secrets (API keys) that must never appear in a message. */
  secrets?: string[];
}

/**
 * GETs a JSON document, turning every way it can go wrong into a NewsSourceError with a
 * sentence: unreachable, too slow, refused (429 with its Retry-After), other HTTP errors
 * (with the provider's own error text), and answers that are not JSON.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  const { label } = options;
  const redact = (text: string) =>
    (options.secrets ?? []).filter(Boolean).reduce((result, secret) => result.split(secret).join('***'), text);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': 'SignalDesk news refresh' },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      const seconds = Math.round(options.timeoutMs / 1000);
      throw new NewsSourceError(`${label} did not answer within ${plural(seconds, 'second')}.`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new NewsSourceError(
      `${label} could not be reached (${redact(cause?.code ?? cause?.message ?? (error as Error).message)}).`,
    );
  }

  const text = await response.text().catch(() => '');
  if (response.status === 429) {
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), options.now);
    throw new NewsSourceError(`${label} refused the request: too many requests (HTTP 429).`, {
      status: 429,
      rateLimited: true,
      retryAfter,
    });
  }
  if (!response.ok) {
    const detail = providerMessage(text);
    const sentence = `${label} answered HTTP ${response.status}${detail ? `: ${redact(detail)}` : ''}`;
    throw new NewsSourceError(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`, { status: response.status });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new NewsSourceError(`${label} answered with something that is not JSON.`, { status: response.status });
  }
}

/** The provider's own error text, when its error body carries one; at most 200 characters. */
export function providerMessage(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const message = [record['Error Message'], record.error, record.message].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return message ? message.trim().slice(0, 200) : null;
}

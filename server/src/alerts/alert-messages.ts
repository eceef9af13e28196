import type { NewsEvent } from '../news/news-event.entity.js';
import { priceDecimals } from '#domain/instruments';
import { toAiSignalDto } from '../signals/signal.dto.js';
import type { Signal } from '../signals/signal.entity.js';
import type { AlertChannel } from './alert-delivery.entity.js';

/** What every channel renders: a subject, plain lines, a link, and the data a webhook gets. */
export interface AlertMessage {
  subject: string;
  text: string;
  link: string | null;
  data: Record<string, unknown>;
}

/** "25 Nov 2026, 14:00 UTC": alerts go to many readers, so times are UTC and say so. */
export function utcTime(date: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

const price = (symbol: string, value: number) => value.toFixed(priceDecimals(symbol));
const signedR = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)} R`;

export function newSignalMessage(signal: Signal, linkBase: string): AlertMessage {
  const { id, ...fields } = toAiSignalDto(signal);
  const lines = [
    `Stop loss ${price(signal.symbol, signal.stopLoss)} (${signal.stopLossPips} pips) · ` +
      `Take profit ${price(signal.symbol, signal.takeProfit)} (${signal.takeProfitPips} pips) · ` +
      `R/R 1:${signal.riskReward.toFixed(1)}`,
    `Valid until ${utcTime(signal.expiresAt)}.`,
    ...(signal.reasoning ? [signal.reasoning] : []),
    'Past results, measured after costs, do not promise future ones.',
  ];
  return {
    subject: `${signal.signalType} ${signal.symbol} at ${price(signal.symbol, signal.entryPrice)}`,
    text: lines.join('\n'),
    link: `${linkBase}/app/signals/${signal.id}`,
    // The webhook's data: the signal as the API lists it, its id named for what it is.
    data: { signalId: id, ...fields },
  };
}

export function outcomeMessage(signal: Signal, linkBase: string): AlertMessage {
  const result =
    signal.resultR === null
      ? ''
      : ` ${signedR(signal.resultR)}` +
        (signal.resultPips === null ? '' : ` (${signal.resultPips >= 0 ? '+' : ''}${signal.resultPips} pips)`);
  const exit = signal.exitPrice === null ? '' : ` → exit ${price(signal.symbol, signal.exitPrice)}`;
  return {
    subject: `${signal.symbol} ${signal.signalType} closed: ${signal.outcome}${result}`,
    text: [
      `Entry ${price(signal.symbol, signal.fillPrice ?? signal.entryPrice)}${exit}` +
        (signal.resultR === null ? '.' : ', after the round-trip cost.'),
      `Opened ${utcTime(signal.createdAt)}, closed ${signal.closedAt ? utcTime(signal.closedAt) : 'now'}.`,
    ].join('\n'),
    link: `${linkBase}/app/signals/${signal.id}`,
    data: {
      signalId: signal.id,
      symbol: signal.symbol,
      signalType: signal.signalType,
      outcome: signal.outcome,
      entryPrice: signal.entryPrice,
      exitPrice: signal.exitPrice,
      resultPips: signal.resultPips,
      resultR: signal.resultR,
      closedAt: signal.closedAt?.toISOString() ?? null,
    },
  };
}

export function newsMessage(event: NewsEvent, linkBase: string): AlertMessage {
  const figures = [
    event.forecast ? `forecast ${event.forecast}` : null,
    event.previous ? `previous ${event.previous}` : null,
  ].filter(Boolean);
  return {
    // The time, not "in 15 min": a message is read when it is read, not when it was sent.
    subject: `${event.currency} ${event.event}, ${utcTime(event.publishedAt)} (high impact)`,
    text: [
      `Released at ${utcTime(event.publishedAt)}${figures.length ? `: ${figures.join(', ')}` : ''}.`,
      'Open signals on this currency may move sharply around the release.',
    ].join('\n'),
    link: `${linkBase}/app`,
    data: {
      newsEventId: event.id,
      currency: event.currency,
      event: event.event,
      impact: event.impact,
      publishedAt: event.publishedAt.toISOString(),
      forecast: event.forecast,
      previous: event.previous,
    },
  };
}

export function paymentMessage(
  payment: { id: number; planName: string; billingCycle: string; priceAmount: string; payCurrency: string },
  accessUntil: Date | null,
  linkBase: string,
): AlertMessage {
  return {
    subject: `Payment confirmed: ${payment.planName} plan (${payment.billingCycle}), $${payment.priceAmount}`,
    text: [
      `Paid in ${payment.payCurrency.toUpperCase()}.`,
      accessUntil ? `Your signals run until ${utcTime(accessUntil)}.` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    link: `${linkBase}/receipts/${payment.id}`,
    data: {
      paymentId: payment.id,
      plan: payment.planName,
      billingCycle: payment.billingCycle,
      amountUsd: payment.priceAmount,
      payCurrency: payment.payCurrency,
      accessUntil: accessUntil?.toISOString() ?? null,
    },
  };
}

export function testMessage(channel: AlertChannel, linkBase: string): AlertMessage {
  return {
    subject: 'Test alert from SignalDesk',
    text: `Your ${channel === 'email' ? 'e-mail' : channel === 'telegram' ? 'Telegram' : 'webhook'} alerts work.`,
    link: `${linkBase}/alerts`,
    data: { test: true, channel },
  };
}

import {
  Alert,
  Box,
  FormControl,
  FormHelperText,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  ACCOUNT_CURRENCIES,
  conversionFor,
  DEFAULT_LOT_STEP,
  entryDrift,
  entryDriftNote,
  explainPositionSize,
  formatLots,
  formatMoney,
  formatPips,
  MAX_RISK_PERCENT,
  positionSize,
  type AccountCurrency,
  type PositionSizeField,
} from '#domain/position-size';
import type { MtAccount } from '../../api/client';
import { api } from '../../api/endpoints';
import {
  parseAmount,
  prefillFrom,
  readChoices,
  sizedOnText,
  type PositionSizeChoices,
} from '../../lib/position-size-form';
import { accountsKey } from '../accounts/queries';

const STORAGE_KEY = 'positionSizeChoices';
const ACCOUNT_STORAGE_KEY = 'positionSizeAccount';
const NO_ACCOUNT = 'none';

/** The trader's last balance, risk and currency, kept on this browser. */
function useRememberedChoices() {
  const [choices, setChoices] = useState<PositionSizeChoices>(() => readChoices(localStorage.getItem(STORAGE_KEY)));
  useEffect(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(choices)), [choices]);
  return [choices, setChoices] as const;
}

/** How often the price a trade would get now is read again while the calculator is open. */
const PRICE_REFRESH_MS = 60_000;

/**
 * How many lots to take on a signal so its stop loses no more than the chosen share of the
 * balance (`#domain/position-size`), sized on the price a trade would get now (the signal's last
 * 15-minute close, as its page shows it), not on the published entry; it says when that price has
 * moved more than a quarter of the stop from the entry. A cross rate is asked for only when the
 * price cannot convert to the account currency.
 */
export function PositionSizeCalculator({
  signalId,
  symbol,
  side,
  entry,
  stopLoss,
}: {
  signalId: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  entry: number;
  stopLoss: number;
}) {
  const id = useId();
  const [choices, setChoices] = useRememberedChoices();
  const linked = useLinkedAccount(symbol, (prefill) => setChoices((current) => ({ ...current, ...prefill.choices })));
  const lotStep = linked.prefill?.lotStep ?? DEFAULT_LOT_STEP;
  // The signal page reads the same prices: one request serves both.
  const prices = useQuery({
    queryKey: ['signal', signalId, 'candles'],
    queryFn: ({ signal }) => api.signals.candles(signalId, signal),
    refetchInterval: PRICE_REFRESH_MS,
    retry: 1,
  });
  const market = prices.data?.lastPrice ?? null;
  const sizedOn = market ?? entry;
  const drift = market === null ? null : entryDrift({ symbol, side, entry, stopLoss, price: market });
  // A rate moves; it is asked for each time rather than remembered stale.
  const [crossRate, setCrossRate] = useState('');
  const conversion = conversionFor(symbol, choices.accountCurrency);
  if (conversion.kind === 'unsupported')
    return (
      <Alert severity="info" data-testid="position-size-unsupported">
        {conversion.reason}
      </Alert>
    );

  const balance = parseAmount(choices.balance);
  const riskPercent = parseAmount(choices.riskPercent);
  const rate = parseAmount(crossRate);
  const result = positionSize({
    symbol,
    entry: sizedOn,
    stopLoss,
    accountCurrency: choices.accountCurrency,
    balance: balance ?? Number.NaN,
    riskPercent: riskPercent ?? Number.NaN,
    lotStep,
    crossRate: conversion.kind === 'cross' ? rate : null,
  });
  // A field left empty is not yet an error; it is what the result waits for.
  const empty: Record<PositionSizeField, boolean> = {
    balance: balance === null,
    riskPercent: riskPercent === null,
    crossRate: rate === null,
    symbol: false,
    stop: false,
    accountCurrency: false,
    lotStep: false,
  };
  const errorFor = (field: PositionSizeField) =>
    !result.ok && result.field === field && !empty[field] ? result.message : null;
  const set = (key: keyof PositionSizeChoices) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setChoices((current) => ({ ...current, [key]: event.target.value }));
  const currency = choices.accountCurrency;
  const balanceError = errorFor('balance');
  const riskError = errorFor('riskPercent');
  const rateError = errorFor('crossRate');

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
          '& > .span-all': { gridColumn: '1 / -1' },
          '& > .balance': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }}
      >
        {linked.accounts.length > 1 && (
          <FormControl fullWidth className="span-all">
            <InputLabel htmlFor={`${id}-account`} shrink>
              MT account
            </InputLabel>
            <NativeSelect
              id={`${id}-account`}
              value={linked.chosen ? String(linked.chosen.id) : NO_ACCOUNT}
              onChange={(event) => linked.choose(event.target.value)}
              input={<OutlinedInput label="MT account" notched />}
            >
              {linked.accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.mtId}
                </option>
              ))}
              <option value={NO_ACCOUNT}>None: my own figures</option>
            </NativeSelect>
            <FormHelperText>Fills in the currency, balance and risk of the account&apos;s settings</FormHelperText>
          </FormControl>
        )}
        {linked.accounts.length === 1 && linked.chosen && (
          <Typography variant="body2" color="textSecondary" className="span-all" data-testid="position-size-account">
            From the settings of MT account {linked.chosen.mtId}
          </Typography>
        )}
        <AmountField
          className="balance"
          id={`${id}-balance`}
          label={`Account balance (${currency})`}
          value={choices.balance}
          onChange={set('balance')}
          error={balanceError}
          helperText={
            linked.prefill?.balanceFromTerminal
              ? `As the terminal of ${linked.chosen?.mtId} last reported it`
              : 'Balance or equity, as your platform shows it'
          }
          testId="position-size-balance"
        />
        <FormControl fullWidth>
          <InputLabel htmlFor={`${id}-currency`} shrink>
            Account currency
          </InputLabel>
          <NativeSelect
            id={`${id}-currency`}
            value={currency}
            onChange={(event) =>
              setChoices((current) => ({ ...current, accountCurrency: event.target.value as AccountCurrency }))
            }
            input={<OutlinedInput label="Account currency" notched />}
          >
            {ACCOUNT_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
          <FormHelperText> </FormHelperText>
        </FormControl>
        <AmountField
          id={`${id}-risk`}
          label="Risk (%)"
          value={choices.riskPercent}
          onChange={set('riskPercent')}
          error={riskError}
          helperText={`Up to ${MAX_RISK_PERCENT} %`}
          testId="position-size-risk"
        />
        {conversion.kind === 'cross' && (
          <AmountField
            className="span-all"
            id={`${id}-rate`}
            label={`${conversion.pair} rate`}
            value={crossRate}
            onChange={(event) => setCrossRate(event.target.value)}
            error={rateError}
            helperText={`Needed to turn ${symbol.slice(3)} into ${currency}: the price of 1 ${conversion.base} in ${conversion.quote}, from your broker.`}
            testId="position-size-rate"
          />
        )}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="position-size-price">
        {prices.isPending ? 'Reading the current price…' : sizedOnText(symbol, entry, market)}
      </Typography>
      {drift?.tooFar && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="position-size-moved">
          {entryDriftNote(symbol, entry, market!, drift)}
          {drift.beyondStop ? '' : ' The Expert Advisor skips a signal that far from its entry.'}
        </Alert>
      )}
      <Box
        role="status"
        aria-live="polite"
        sx={{ mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 72 }}
      >
        {prices.isPending ? (
          <Typography color="textSecondary" data-testid="position-size-waiting">
            Reading the current price…
          </Typography>
        ) : drift?.beyondStop ? (
          <Typography color="textSecondary" data-testid="position-size-waiting">
            No size: the price has reached the stop.
          </Typography>
        ) : result.ok ? (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                <span data-testid="position-size-lots">{formatLots(result.size.lots, result.size.lotStep)}</span> lots
              </Typography>
              <Typography color="textSecondary" data-testid="position-size-at-risk">
                {formatMoney(result.size.moneyAtRisk, currency)} at risk · stop {formatPips(result.size.stopPips)} pips
              </Typography>
            </Box>
            {result.size.tooSmall ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {result.size.tooSmall}
              </Alert>
            ) : (
              <Typography
                variant="body2"
                color="textSecondary"
                sx={{ mt: 0.5 }}
                data-testid="position-size-explanation"
              >
                {explainPositionSize(
                  { balance: balance ?? 0, riskPercent: riskPercent ?? 0, accountCurrency: currency },
                  result.size,
                )}
              </Typography>
            )}
          </>
        ) : (
          <Typography color="textSecondary" data-testid="position-size-waiting">
            {result.field === 'stop'
              ? result.message
              : waitingText(empty, conversion.kind === 'cross' ? conversion.pair : null)}
          </Typography>
        )}
      </Box>
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
        Rounded down to {formatLots(lotStep, lotStep)} lot. A lot is 100,000 units of a pair&apos;s first currency, 100
        oz of gold, platinum or palladium, 5,000 oz of silver; check your broker&apos;s contract size.
      </Typography>
    </Box>
  );
}

/**
 * The trader's linked MT accounts and the one the calculator starts from: the last chosen on this
 * browser, else the first. Without an account (or before the list comes) the fields are the trader's own.
 */
function useLinkedAccount(symbol: string, apply: (prefill: ReturnType<typeof prefillFrom>) => void) {
  const accounts = useQuery({ queryKey: accountsKey, queryFn: api.accounts.list });
  const list: MtAccount[] = accounts.data ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Once the list comes, start from the remembered account (or the first) and fill its figures in.
  if (chosenId === null && list.length > 0) {
    const remembered = localStorage.getItem(ACCOUNT_STORAGE_KEY);
    const start =
      remembered === NO_ACCOUNT ? null : (list.find((account) => String(account.id) === remembered) ?? list[0]);
    setChosenId(start ? String(start.id) : NO_ACCOUNT);
    if (start) apply(prefillFrom(start, symbol));
  }
  const chosen = list.find((account) => String(account.id) === chosenId) ?? null;
  const choose = (value: string) => {
    setChosenId(value);
    localStorage.setItem(ACCOUNT_STORAGE_KEY, value);
    const account = list.find((each) => String(each.id) === value);
    if (account) apply(prefillFrom(account, symbol));
  };
  return { accounts: list, chosen, prefill: chosen ? prefillFrom(chosen, symbol) : null, choose };
}

/**
 * A labelled number field with its message, put together from MUI's parts: TextField would bring
 * the whole Select and Menu to the signal's page for nothing.
 */
function AmountField({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  testId,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  error: string | null;
  helperText: string;
  testId: string;
  className?: string;
}) {
  return (
    <FormControl className={className} error={Boolean(error)} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete="off"
        inputProps={{ inputMode: 'decimal', 'aria-describedby': `${id}-message`, 'data-testid': testId }}
      />
      <FormHelperText id={`${id}-message`}>{error ?? helperText}</FormHelperText>
    </FormControl>
  );
}

/** What the result waits for, while a field is empty or wrong. */
function waitingText(empty: Record<PositionSizeField, boolean>, pair: string | null): string {
  if (empty.balance) return 'Enter your balance to see the lots.';
  if (empty.riskPercent) return 'Enter the risk per trade to see the lots.';
  if (pair && empty.crossRate) return `Enter the ${pair} rate to see the lots.`;
  return 'Correct the field marked above to see the lots.';
}

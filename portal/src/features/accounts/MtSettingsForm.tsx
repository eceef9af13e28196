import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { INSTRUMENT_CATEGORIES } from '#domain/instruments';
import { ACCOUNT_CURRENCIES, formatMoney, MAX_RISK_PERCENT } from '#domain/position-size';
import { UNIVERSE } from '#domain/universe';
import type { MtAccount, MtAccountSettingsChanges } from '../../api/client';
import { api } from '../../api/endpoints';
import { useSnackbar } from '../../app/toasts';
import { brokerSymbol } from '#domain/broker-symbol';
import {
  changedSettings,
  draftOf,
  settingsErrorsOf,
  settingsOf,
  type SettingsDraft,
  type SettingsErrors,
  type SymbolOverride,
} from '../../lib/metatrader';
import { accountsKey } from './queries';

const EXAMPLE_SYMBOL = 'EURUSD';
const SYMBOLS_BY_CATEGORY = INSTRUMENT_CATEGORIES.map((category) => ({
  category,
  symbols: UNIVERSE.filter((instrument) => instrument.category === category).map((instrument) => instrument.symbol),
})).filter((group) => group.symbols.length > 0);
const ALL_SYMBOLS = UNIVERSE.map((instrument) => instrument.symbol);

/** What the account's Expert Advisor follows, saved with one button. */
export function MtSettingsForm({ account }: { account: MtAccount }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(account.settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nextKey = useRef(draft.overrides.length);
  const save = useMutation({
    mutationFn: (settings: MtAccountSettingsChanges) => api.accounts.updateSettings(account.id, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData<MtAccount[]>(accountsKey, (accounts) =>
        accounts?.map((each) => (each.id === saved.id ? saved : each)),
      );
      enqueueSnackbar(`Settings of account ${account.mtId} saved`, { variant: 'success' });
    },
    // The sentence goes under the field it is about; what was typed stays.
    onError: (error: Error) => {
      const { fields, other } = settingsErrorsOf(error.message);
      setErrors(fields);
      setFormError(other);
    },
  });

  const change = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K], field = key as string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
    setFormError(null);
  };
  const text = (key: 'balance' | 'riskPercent' | 'maxOpenPositions' | 'symbolPrefix' | 'symbolSuffix') => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(key, event.target.value),
    error: Boolean(errors[key]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = settingsOf(draft);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    const changes = changedSettings(checked.settings, account.settings);
    if (Object.keys(changes).length === 0)
      return void enqueueSnackbar('Nothing to save: the settings are as saved', { variant: 'info' });
    save.mutate(changes);
  };
  const setOverrides = (overrides: SymbolOverride[]) => change('overrides', overrides, 'symbolMap');
  const toggleSymbols = (symbols: readonly string[], on: boolean) =>
    change(
      'symbolsOff',
      on
        ? draft.symbolsOff.filter((off) => !symbols.includes(off))
        : [...draft.symbolsOff.filter((off) => !symbols.includes(off)), ...symbols],
    );
  const terminal = account.terminal;
  const example = brokerSymbol(EXAMPLE_SYMBOL, {
    symbolPrefix: draft.symbolPrefix.trim(),
    symbolSuffix: draft.symbolSuffix.trim(),
    symbolMap: {},
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={`Settings of account ${account.mtId}`}>
      <Section title="Position size">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <TextField
            select
            label="Account currency"
            value={draft.accountCurrency}
            onChange={(event) => change('accountCurrency', event.target.value)}
            error={Boolean(errors.accountCurrency)}
            helperText={errors.accountCurrency ?? 'The currency of the MetaTrader account'}
            slotProps={{ select: { native: true } }}
          >
            {ACCOUNT_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </TextField>
          <Box>
            <TextField
              fullWidth
              label={`Balance (${draft.accountCurrency})`}
              {...text('balance')}
              disabled={draft.readFromTerminal}
              // What the terminal reports is read, not greyed out with the field.
              sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
              helperText={
                errors.balance ??
                (draft.readFromTerminal
                  ? terminal
                    ? `The terminal reports ${formatMoney(terminal.balance, terminal.currency)}`
                    : 'No lots are suggested until the terminal reports a balance'
                  : 'The balance lots are sized on')
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.readFromTerminal}
                  onChange={(event) => change('readFromTerminal', event.target.checked, 'balance')}
                />
              }
              label="Read from the terminal"
            />
          </Box>
          <TextField
            label="Risk per trade (%)"
            {...text('riskPercent')}
            helperText={errors.riskPercent ?? `Lost at the stop: above 0, up to ${MAX_RISK_PERCENT} % of the balance`}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <TextField
            label="Max open positions"
            {...text('maxOpenPositions')}
            helperText={errors.maxOpenPositions ?? 'From 1 to 50: further signals are skipped'}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </Box>
      </Section>

      <Section title="Symbol names at your broker">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr' } }}>
          <TextField
            label="Symbol prefix"
            {...text('symbolPrefix')}
            helperText={errors.symbolPrefix ?? ' '}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <TextField
            label="Symbol suffix"
            {...text('symbolSuffix')}
            helperText={errors.symbolSuffix ?? ' '}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
        </Box>
        <Typography variant="body2" sx={{ mb: 2 }} aria-live="polite" data-testid="symbol-name-example">
          Example: {EXAMPLE_SYMBOL} →{' '}
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {example}
          </Box>
        </Typography>
        <OverridesEditor
          id={id}
          overrides={draft.overrides}
          error={errors.symbolMap}
          onChange={setOverrides}
          nextKey={() => nextKey.current++}
        />
      </Section>

      <Section title="Symbols traded">
        <FormControl component="fieldset" error={Boolean(errors.symbolsOff)} fullWidth>
          <FormLabel component="legend" sx={{ typography: 'body2', mb: 1 }}>
            Signals on a symbol turned off are left out of the EA&apos;s feed.
          </FormLabel>
          {SYMBOLS_BY_CATEGORY.map(({ category, symbols }) => (
            <Box key={category} role="group" aria-labelledby={`${id}-${category}`} sx={{ mb: 1 }}>
              {/* The category's own box turns all of its symbols on or off at once. */}
              <FormControlLabel
                id={`${id}-${category}`}
                sx={{ mr: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={symbols.every((symbol) => !draft.symbolsOff.includes(symbol))}
                    indeterminate={
                      symbols.some((symbol) => draft.symbolsOff.includes(symbol)) &&
                      symbols.some((symbol) => !draft.symbolsOff.includes(symbol))
                    }
                    onChange={(event) => toggleSymbols(symbols, event.target.checked)}
                  />
                }
                label={
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {category}
                  </Typography>
                }
              />
              <FormGroup row sx={{ columnGap: 0.5, pl: 3 }}>
                {symbols.map((symbol) => (
                  <FormControlLabel
                    key={symbol}
                    sx={{ minWidth: 112, mr: 0 }}
                    control={
                      <Checkbox
                        size="small"
                        checked={!draft.symbolsOff.includes(symbol)}
                        onChange={(event) => toggleSymbols([symbol], event.target.checked)}
                      />
                    }
                    label={<Typography variant="body2">{symbol}</Typography>}
                  />
                ))}
              </FormGroup>
            </Box>
          ))}
          {errors.symbolsOff && <FormHelperText>{errors.symbolsOff}</FormHelperText>}
        </FormControl>
      </Section>

      <Section title="Pause">
        <FormControl error={Boolean(errors.paused)}>
          <FormControlLabel
            control={<Switch checked={draft.paused} onChange={(event) => change('paused', event.target.checked)} />}
            label="Paused: the EA opens no new trades"
          />
          <FormHelperText>
            {errors.paused ?? 'While paused, each new signal is reported as skipped; closes still go through.'}
          </FormHelperText>
        </FormControl>
      </Section>

      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Names a broker gives a symbol outside the prefix and suffix rule (XAUUSD → GOLD). */
function OverridesEditor({
  id,
  overrides,
  error,
  onChange,
  nextKey,
}: {
  id: string;
  overrides: SymbolOverride[];
  error: string | undefined;
  onChange(overrides: SymbolOverride[]): void;
  nextKey(): number;
}) {
  const update = (key: number, fields: Partial<SymbolOverride>) =>
    onChange(overrides.map((row) => (row.key === key ? { ...row, ...fields } : row)));
  const add = () => {
    const used = new Set(overrides.map((row) => row.symbol));
    onChange([...overrides, { key: nextKey(), symbol: ALL_SYMBOLS.find((s) => !used.has(s)) ?? '', brokerName: '' }]);
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={{ typography: 'body2', mb: 1 }}>
        Overrides: a name of its own for a symbol (XAUUSD → GOLD), used instead of the prefix and suffix.
      </FormLabel>
      <Stack spacing={1.5}>
        {overrides.map((row, index) => (
          <Box
            key={row.key}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr auto', alignItems: 'center' }}
          >
            <TextField
              select
              size="small"
              label="Symbol"
              id={`${id}-override-symbol-${row.key}`}
              value={row.symbol}
              onChange={(event) => update(row.key, { symbol: event.target.value })}
              slotProps={{ select: { native: true } }}
            >
              {ALL_SYMBOLS.map((symbol) => (
                <option key={symbol} value={symbol}>
                  {symbol}
                </option>
              ))}
            </TextField>
            <TextField
              size="small"
              label="Broker's name"
              value={row.brokerName}
              onChange={(event) => update(row.key, { brokerName: event.target.value })}
              slotProps={{
                htmlInput: {
                  autoComplete: 'off',
                  spellCheck: false,
                  'aria-label': `Broker's name for ${row.symbol || 'the symbol'}`,
                },
              }}
              autoFocus={index === overrides.length - 1 && row.brokerName === ''}
            />
            <IconButton
              aria-label={`Remove the override of ${row.symbol || 'this symbol'}`}
              onClick={() => onChange(overrides.filter((each) => each.key !== row.key))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {error && <FormHelperText>{error}</FormHelperText>}
      <Box>
        <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
          Add Override
        </Button>
      </Box>
    </FormControl>
  );
}

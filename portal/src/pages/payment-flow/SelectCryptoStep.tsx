import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { api } from '../../api/endpoints';
import { currencyInfo, currencyLabel, POPULAR_CURRENCIES, searchCurrencies } from '../../lib/crypto-currencies';

interface Props {
  selected: string | null;
  onSelect(code: string): void;
  onContinue(): void;
  creating: boolean;
  error: string | null;
  /** The coin of the invoice on offer, when the trader came back here with Change Currency. */
  openInvoiceCoin: string | null;
}

export function SelectCryptoStep({ selected, onSelect, onContinue, creating, error, openInvoiceCoin }: Props) {
  const [term, setTerm] = useState('');
  const currencies = useQuery({
    queryKey: ['payment-currencies'],
    queryFn: api.payments.currencies,
    staleTime: 10 * 60 * 1000,
  });
  const all = currencies.data?.all ?? [];
  const popular = POPULAR_CURRENCIES.filter((code) => all.includes(code));
  const results = searchCurrencies(all, term);

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Choose a cryptocurrency
      </Typography>
      {currencies.isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <CircularProgress size={18} />
          <span>Loading payment methods...</span>
        </Stack>
      )}
      {currencies.isError && <Alert severity="error">Failed to load payment methods. Please refresh the page.</Alert>}
      {currencies.data && (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Popular cryptocurrencies">
            {popular.map((code) => (
              <Chip
                key={code}
                label={currencyLabel(code)}
                onClick={() => onSelect(code)}
                color={selected === code ? 'primary' : 'default'}
                variant={selected === code ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
          {/* Multiline so that the spec's long placeholder wraps on a phone instead of being cut; one line of text all the same. */}
          <TextField
            value={term}
            onChange={(event) => setTerm(event.target.value.replace(/\s*\n\s*/g, ' '))}
            placeholder="Search for cryptocurrency (e.g., BTC, SOL, USDT)..."
            multiline
            maxRows={3}
            fullWidth
            slotProps={{
              htmlInput: {
                'aria-label': 'Search for cryptocurrency',
                enterKeyHint: 'search',
                onKeyDown: (event: KeyboardEvent) => event.key === 'Enter' && event.preventDefault(),
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {!term.trim() && (
              <Typography color="textSecondary" sx={{ p: 2 }}>
                Start typing to search for cryptocurrencies
              </Typography>
            )}
            {term.trim() && results.length === 0 && (
              <Typography color="textSecondary" sx={{ p: 2 }}>
                No cryptocurrencies found matching "{term.trim()}"
              </Typography>
            )}
            <List disablePadding>
              {results.map((code) => {
                const info = currencyInfo(code);
                return (
                  <ListItemButton key={code} selected={selected === code} onClick={() => onSelect(code)}>
                    <ListItemText primary={currencyLabel(code)} secondary={info.name} />
                    {selected === code && <Chip label="Selected" color="primary" size="small" />}
                  </ListItemButton>
                );
              })}
            </List>
          </Box>
        </>
      )}
      {selected && (
        <Typography>
          Paying with <strong>{currencyLabel(selected)}</strong>{' '}
          <Chip label="Selected" color="primary" size="small" sx={{ ml: 1 }} />
        </Typography>
      )}
      {openInvoiceCoin && (
        <Typography variant="body2" color="textSecondary">
          Your {currencyLabel(openInvoiceCoin)} invoice stays open: continuing with {currencyLabel(openInvoiceCoin)}{' '}
          shows it again, with another coin replaces it.
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" size="large" disabled={!selected || creating} onClick={onContinue}>
        {creating ? 'Creating Payment...' : 'Continue to Payment'}
      </Button>
    </Stack>
  );
}

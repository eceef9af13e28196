import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Link, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../api/endpoints';
import { useCopyToClipboard } from '../payment/useCopyToClipboard';

/**
 * The set-up steps beside the key: the Expert Advisor to download, made out to this server, and
 * the exact address MetaTrader must allow for it (the server says which: its public address, or
 * the one this page was reached at).
 */
export function ExpertAdvisorSetup() {
  const titleId = useId();
  const setup = useQuery({ queryKey: ['ea-setup'], queryFn: api.accounts.expertAdvisorSetup, staleTime: Infinity });
  const { copy, copied } = useCopyToClipboard();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" id={titleId}>
        Set up in MetaTrader 5
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, my: 0.5, '& > li': { mb: 1 } }}>
        <Typography component="li" variant="body2">
          <Link href="/downloads/SignalDesk.mq5" download>
            Download the Expert Advisor (SignalDesk.mq5)
          </Link>
          , made out to this server. Copy it into MQL5\Experts and compile it in MetaEditor (F7).
        </Typography>
        <Typography component="li" variant="body2">
          Under Tools → Options → Expert Advisors, tick Allow WebRequest for listed URL and add exactly this address:
          {setup.isPending && <Skeleton width="100%" height={40} />}
          {setup.isError && (
            <Alert severity="error" sx={{ mt: 0.5 }}>
              {setup.error.message}
            </Alert>
          )}
          {setup.data && (
            <Box
              sx={{
                mt: 0.5,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                flexWrap: 'wrap',
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Box
                component="code"
                data-testid="ea-server-url"
                aria-label="Address to allow"
                sx={{
                  flex: '1 1 12rem',
                  minWidth: 0,
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  wordBreak: 'break-all',
                }}
              >
                {setup.data.serverUrl}
              </Box>
              <Button
                size="small"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy('ea-server-url', setup.data.serverUrl, 'Address')}
              >
                {copied === 'ea-server-url' ? 'Copied!' : 'Copy Address'}
              </Button>
            </Box>
          )}
        </Typography>
        <Typography component="li" variant="body2">
          Attach it to one chart of a hedging account, with the key as AccountKey and Allow Algo Trading ticked.
        </Typography>
      </Box>
    </Box>
  );
}

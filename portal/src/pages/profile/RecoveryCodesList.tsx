import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack } from '@mui/material';
import { useSession } from '../../api/session';
import { useCopyToClipboard } from '../../features/payment/useCopyToClipboard';
import { recoveryCodesText } from '../../lib/two-factor';

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'signaldesk-recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once, with a way to keep them. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const email = useSession()?.user.email ?? '';
  const { copy, copied } = useCopyToClipboard();
  const text = recoveryCodesText(codes, email, new Date());
  return (
    <Stack spacing={2}>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: { xs: 1.5, sm: 2 },
          listStyle: 'none',
          display: 'grid',
          // Two columns everywhere, unnumbered: ten codes fit one screen of a phone.
          gridTemplateColumns: '1fr 1fr',
          justifyItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: { xs: '0.875rem', sm: '1rem' },
          letterSpacing: { sm: '0.05em' },
          whiteSpace: 'nowrap',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download(text)}>
          Download
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy('recovery-codes', codes.join('\n'), 'Recovery codes')}
        >
          {copied === 'recovery-codes' ? 'Copied!' : 'Copy Codes'}
        </Button>
      </Stack>
    </Stack>
  );
}

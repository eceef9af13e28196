import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Divider,
  GlobalStyles,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { type Receipt } from '../../api/client';
import { api } from '../../api/endpoints';
import { TraderHeader } from '../../features/layout/TraderHeader';
import { SUPPORT_EMAIL } from '../../features/layout/SiteFooter';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { formatUsd } from '../../lib/billing';
import { currencyLabel } from '../../lib/crypto-currencies';

const KIND_TEXT: Record<string, string> = {
  new: 'New subscription',
  renewal: 'Renewal',
  upgrade: 'Upgrade, unused time credited',
  change: 'Plan change from the end of the previous period',
};

/** Printed: white paper, black ink, nothing but the receipt, on one page. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '14mm' },
      '@media print': {
        'html, body': { background: '#fff !important' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0, width: '42%' }}>
        {label}
      </TableCell>
      <TableCell sx={{ pr: 0, fontWeight: strong ? 700 : undefined, overflowWrap: 'anywhere' }}>{value}</TableCell>
    </TableRow>
  );
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const dates = useReaderDates();
  const period =
    receipt.periodStart && receipt.periodEnd
      ? `${dates.date(receipt.periodStart)} – ${dates.date(receipt.periodEnd)}`
      : 'One billing period';
  return (
    <Paper
      component="article"
      aria-label={`Receipt ${receipt.id}`}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 4 },
        '@media print': {
          border: 'none',
          p: 0,
          bgcolor: '#fff',
          color: '#000',
          '& .MuiTypography-root, & .MuiTableCell-root': { color: '#000' },
          '& .MuiTableCell-root': { borderColor: '#ccc' },
        },
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
            SignalDesk
          </Typography>
          <Typography variant="body2" color="textSecondary">
            AI trading signals
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {SUPPORT_EMAIL}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' }, flexShrink: 0 }}>
          <Typography variant="h6" component="h1" sx={{ whiteSpace: 'nowrap' }}>
            Receipt #{receipt.id}
          </Typography>
          <Chip label="Paid" color="success" size="small" variant="outlined" />
        </Box>
      </Stack>

      <Typography variant="overline" color="textSecondary">
        Billed to
      </Typography>
      {receipt.customerName && <Typography>{receipt.customerName}</Typography>}
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{receipt.customerEmail}</Typography>

      <Table size="small" aria-label="What was bought">
        <TableBody>
          <Row label="Plan" value={`${receipt.planName} (${receipt.billingCycle})`} />
          {receipt.kind && <Row label="Type" value={KIND_TEXT[receipt.kind] ?? receipt.kind} />}
          <Row label="Period" value={period} />
          <Row label="Issued" value={dates.dateTimeWithZone(receipt.issuedAt)} />
          <Row label="Paid on" value={dates.dateTimeWithZone(receipt.paidAt)} />
        </TableBody>
      </Table>

      <Divider sx={{ my: 2 }} />
      <Table size="small" aria-label="Amounts">
        <TableBody>
          <Row label="List price" value={formatUsd(receipt.listPrice)} />
          {receipt.credit > 0 && <Row label="Credit for unused time" value={`−${formatUsd(receipt.credit)}`} />}
          <Row label={`Total (${receipt.currency})`} value={formatUsd(receipt.total)} strong />
          <Row label="Paid with" value={`${receipt.payAmount ?? '—'} ${currencyLabel(receipt.payCurrency)}`} />
          <Row label="Payment provider" value={receipt.provider === 'nowpayments' ? 'NOWPayments' : receipt.provider} />
          <Row label="Provider reference" value={receipt.providerReference} />
        </TableBody>
      </Table>

      <Typography variant="body2" color="textSecondary" sx={{ mt: 3 }}>
        Thank you for your payment. Subscriptions are non-refundable; a cancelled subscription keeps its access to the
        end of the paid period (Terms, section 11).
      </Typography>
    </Paper>
  );
}

/** A finished payment's receipt, for its owner: on screen with a Print button, on paper on one page. */
export function ReceiptPage() {
  const id = Number(useParams().id);
  const receipt = useQuery({
    queryKey: ['receipt', id],
    queryFn: () => api.payments.receipt(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  return (
    <Box>
      {printStyles}
      <Box className="no-print">
        <TraderHeader backLabel="Back to Profile" />
      </Box>
      <Container maxWidth="sm" component="main" sx={{ py: { xs: 2, sm: 4 }, '@media print': { py: 0 } }}>
        <Stack
          className="no-print"
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}
        >
          <Button component={RouterLink} to="/profile" size="small">
            Billing history
          </Button>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!receipt.data}>
            Print
          </Button>
        </Stack>
        {receipt.isPending && receipt.fetchStatus !== 'idle' && (
          <Skeleton variant="rounded" height={520} aria-label="Loading the receipt" />
        )}
        {(receipt.isError || (receipt.isPending && receipt.fetchStatus === 'idle')) && (
          <Alert severity="error">{receipt.error?.message ?? 'Receipt not found.'}</Alert>
        )}
        {receipt.data && <ReceiptSheet receipt={receipt.data} />}
      </Container>
    </Box>
  );
}

import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/endpoints';
import { usePlanName } from '../../features/subscription/usePlanName';
import { useReaderDates } from '../../features/time-zone/useReaderDates';

/** Loaded only when asked for (spec section 7). */
export function BillingHistoryCard() {
  const [open, setOpen] = useState(false);
  const nameOf = usePlanName();
  const dates = useReaderDates();
  const history = useQuery({ queryKey: ['billing-history'], queryFn: api.payments.history, enabled: open });
  return (
    <Card>
      <CardHeader
        title="Billing History"
        action={
          <Button variant="outlined" onClick={() => setOpen((shown) => !shown)}>
            {open ? 'Hide' : 'View Billing History'}
          </Button>
        }
      />
      {open && (
        <CardContent>
          {history.isPending && <CircularProgress size={24} aria-label="Loading billing history" />}
          {history.isError && <Alert severity="error">{history.error.message}</Alert>}
          {history.data?.length === 0 && <Typography color="textSecondary">No billing history found</Typography>}
          <List disablePadding>
            {history.data?.map((item) => (
              <ListItem key={item.id} divider disableGutters>
                <ListItemText
                  primary={`${nameOf(item.plan_type)} ${item.billing_cycle} Plan`}
                  secondary={
                    <>
                      {dates.date(item.date)}
                      <Box
                        component="span"
                        sx={{ display: 'block', fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
                      >
                        ID: {item.transactionId}
                      </Box>
                    </>
                  }
                />
                <Box sx={{ ml: 2, textAlign: 'right' }}>
                  <Typography
                    sx={{ whiteSpace: 'nowrap' }}
                    color={item.status === 'superseded' ? 'text.secondary' : undefined}
                    style={item.status === 'superseded' ? { textDecoration: 'line-through' } : undefined}
                  >
                    {item.amount.toFixed(2)} {item.currency}
                  </Typography>
                  {item.credit > 0 && (
                    <Typography variant="caption" color="textSecondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                      after {item.credit.toFixed(2)} credit
                    </Typography>
                  )}
                  {item.status === 'paid' && (
                    <Button
                      component={RouterLink}
                      to={`/receipts/${item.id}`}
                      size="small"
                      startIcon={<ReceiptLongIcon />}
                      aria-label={`Receipt for the ${nameOf(item.plan_type)} ${item.billing_cycle} payment of ${dates.date(item.date)}`}
                    >
                      Receipt
                    </Button>
                  )}
                  {item.superseded && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={item.status === 'paid' ? 'info' : 'default'}
                      label={item.status === 'paid' ? 'Paid after a newer checkout' : 'Superseded – not charged'}
                    />
                  )}
                </Box>
              </ListItem>
            ))}
          </List>
        </CardContent>
      )}
    </Card>
  );
}

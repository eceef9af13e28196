import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { formatLongDate } from '../../lib/dates';

/** Loaded only when asked for (spec section 7). */
export function BillingHistoryCard() {
  const [open, setOpen] = useState(false);
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
          {history.data?.length === 0 && <Typography color="text.secondary">No billing history found</Typography>}
          <List disablePadding>
            {history.data?.map((item) => (
              <ListItem key={item.id} divider disableGutters>
                <ListItemText
                  primary={`${item.plan_type} ${item.billing_cycle} Plan`}
                  secondary={
                    <>
                      {formatLongDate(item.date)}
                      <Box
                        component="span"
                        sx={{ display: 'block', fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
                      >
                        ID: {item.transactionId}
                      </Box>
                    </>
                  }
                />
                <Typography sx={{ whiteSpace: 'nowrap', ml: 2 }}>
                  {item.amount.toFixed(2)} {item.currency}
                </Typography>
              </ListItem>
            ))}
          </List>
        </CardContent>
      )}
    </Card>
  );
}

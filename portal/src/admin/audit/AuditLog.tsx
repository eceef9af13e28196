import { Alert, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';

interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  details: Record<string, unknown>;
  createdAt: string;
}

function describe(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([field, value]) =>
      Array.isArray(value) && value.length === 2
        ? `${field}: ${String(value[0] ?? '—')} → ${String(value[1] ?? '—')}`
        : `${field}: ${JSON.stringify(value)}`,
    )
    .join('; ');
}

/** Who changed this record, what, and when. */
export function AuditLog({ targetType }: { targetType: 'user' | 'plan' | 'subscription' }) {
  const record = useRecordContext();
  const entries = useGetList<AuditEntry>(
    'audit',
    {
      filter: { targetType, targetId: record?.id },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
    },
    { enabled: record?.id !== undefined },
  );
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Change history
      </Typography>
      {entries.isPending && <Skeleton variant="rounded" height={60} />}
      {entries.error && <Alert severity="error">Failed to load the change history</Alert>}
      {entries.data?.length === 0 && <Typography color="text.secondary">No admin changes yet.</Typography>}
      <List dense>
        {entries.data?.map((entry) => (
          <ListItem key={entry.id} divider disableGutters>
            <ListItemText
              primary={`${entry.action} by ${entry.actorEmail}`}
              secondary={`${new Date(entry.createdAt).toLocaleString()} · ${describe(entry.details)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

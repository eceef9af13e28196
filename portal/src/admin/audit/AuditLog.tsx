import { Alert, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { auditEventName, describeChanges } from './events';

interface AuditEntry {
  id: number;
  actorEmail: string;
  action: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Who changed this record (or, with `allOfType`, any record of the type), what, and when. */
export function AuditLog({
  targetType,
  allOfType = false,
}: {
  targetType: 'user' | 'plan' | 'subscription' | 'setting';
  allOfType?: boolean;
}) {
  const record = useRecordContext();
  const dates = useReaderDates();
  const entries = useGetList<AuditEntry>(
    'audit',
    {
      filter: allOfType ? { targetType } : { targetType, targetId: record?.id },
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
      {entries.data?.length === 0 && <Typography color="textSecondary">No changes yet.</Typography>}
      <List dense>
        {entries.data?.map((entry) => (
          <ListItem key={entry.id} divider disableGutters>
            <ListItemText
              primary={`${auditEventName(entry.action)} by ${entry.actorEmail}`}
              secondary={`${dates.dateTimeWithZone(entry.createdAt)} · ${describeChanges(entry.details, dates.dateTimeWithZone)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

import { Datagrid, FunctionField, List, SelectInput, SimpleList, TextField, type RaRecord } from 'react-admin';
import { ReaderDateField } from '../ReaderDateField';
import { useReaderDates } from '../../features/time-zone/useReaderDates';
import { useIsPhone } from '../useIsPhone';
import { auditEventName, describeChanges } from './events';

const filters = [
  <SelectInput
    key="targetType"
    source="targetType"
    label="Record"
    choices={[
      { id: 'user', name: 'Users' },
      { id: 'plan', name: 'Plans' },
      { id: 'subscription', name: 'Subscriptions' },
      { id: 'setting', name: 'Settings' },
    ]}
  />,
];

const event = (entry: RaRecord) => auditEventName(entry.action);
const target = (entry: RaRecord) => `${entry.targetType} #${entry.targetId}`;

/** Every audited change (by an admin, a trader or the system), newest first: who, what, on which record, and the before → after. */
export function AuditList() {
  const isPhone = useIsPhone();
  const dates = useReaderDates();
  return (
    <List
      title="Audit log"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      {isPhone ? (
        <SimpleList
          primaryText={event}
          secondaryText={(entry: RaRecord) => `${entry.actorEmail} · ${target(entry)}`}
          tertiaryText={(entry: RaRecord) => dates.dateTimeWithZone(entry.createdAt)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <ReaderDateField source="createdAt" label="When" showTime />
          <FunctionField label="Event" sortBy="action" render={event} />
          <TextField source="actorEmail" label="By" sortable={false} />
          <FunctionField label="Record" sortable={false} render={target} />
          <FunctionField
            label="Changes"
            sortable={false}
            render={(entry: RaRecord) => describeChanges(entry.details, dates.dateTimeWithZone) || '—'}
          />
        </Datagrid>
      )}
    </List>
  );
}

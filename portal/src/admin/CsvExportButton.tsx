import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import {
  Button,
  FilterButton,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  usePermissions,
  useResourceContext,
} from 'react-admin';
import type { AdminDataProvider } from './dataProvider';

/**
 * Export: the server writes the whole filtered list as CSV (not just the page on screen), in
 * the list's order, and the browser saves it.
 */
export function CsvExportButton() {
  const resource = useResourceContext() ?? '';
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.exportCsv(resource, { filter: filterValues, sort });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file.blob);
      link.download = file.filename;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The export failed. Please try again', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={busy ? 'Exporting…' : 'Export'}
      onClick={() => void download()}
      disabled={busy || total === 0}
      startIcon={<DownloadIcon />}
    />
  );
}

/** A list's toolbar: its filters, and for admins the whole-list export (the API refuses it to support). */
export function ExportActions() {
  const { permissions } = usePermissions();
  return (
    <TopToolbar>
      <FilterButton />
      {permissions === 'admin' && <CsvExportButton />}
    </TopToolbar>
  );
}

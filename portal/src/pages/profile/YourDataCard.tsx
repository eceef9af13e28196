import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../app/toasts';
import { useState } from 'react';
import { type MyDataExport } from '../../api/client';
import { api } from '../../api/endpoints';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Saves the export as a file the browser downloads. */
function download(data: MyDataExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'signaldesk-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The terms' promises: a copy of everything we keep, and deletion. */
export function YourDataCard() {
  const { enqueueSnackbar } = useSnackbar();
  const [deleting, setDeleting] = useState(false);
  const exportData = useMutation({
    mutationFn: api.user.exportData,
    onSuccess: download,
    onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
  });
  const row = { justifyContent: 'space-between', alignItems: { sm: 'center' } };
  return (
    <Card>
      <CardHeader title="Your Data" />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={row}>
            <div>
              <Typography>Export my data</Typography>
              <Typography variant="body2" color="textSecondary">
                Profile, subscription, payments and MetaTrader accounts as one JSON file.
              </Typography>
            </div>
            <Button variant="outlined" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
              {exportData.isPending ? 'Preparing...' : 'Export My Data'}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={row}>
            <div>
              <Typography>Delete account</Typography>
              <Typography variant="body2" color="textSecondary">
                Erases your personal data for good and signs out every device.
              </Typography>
            </div>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              Delete Account
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

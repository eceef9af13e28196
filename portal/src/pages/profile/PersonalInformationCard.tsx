import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Grid,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { api } from '../../api/client';
import { formatLongDate } from '../../lib/dates';

/** First and last name (editable), email (read-only) and Member Since (spec section 2, /profile). */
export function PersonalInformationCard() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const profile = useQuery({ queryKey: ['profile'], queryFn: api.user.profile });
  const [draft, setDraft] = useState<{ firstName: string; lastName: string } | null>(null);
  const save = useMutation({
    mutationFn: api.user.updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(['profile'], updated);
      setDraft(null);
      enqueueSnackbar('Success - Profile updated successfully', { variant: 'success' });
    },
    onError: () => enqueueSnackbar('Failed to update profile', { variant: 'error' }),
  });

  const startEditing = () =>
    setDraft({ firstName: profile.data?.firstName ?? '', lastName: profile.data?.lastName ?? '' });
  const editing = draft !== null;

  return (
    <Card>
      <CardHeader
        title="Personal Information"
        action={
          !editing && (
            <Button variant="outlined" onClick={startEditing} disabled={!profile.data}>
              Edit Profile
            </Button>
          )
        }
      />
      <CardContent>
        {profile.isPending && <Skeleton variant="rounded" height={120} />}
        {profile.isError && (
          <Alert severity="error">Error - {profile.error.message || 'Failed to load profile data'}</Alert>
        )}
        {profile.data && (
          <Grid container spacing={2}>
            {(['firstName', 'lastName'] as const).map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                {editing ? (
                  <TextField
                    label={field === 'firstName' ? 'First name' : 'Last name'}
                    value={draft[field]}
                    onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: 80 } }}
                    fullWidth
                  />
                ) : (
                  <Field
                    label={field === 'firstName' ? 'First name' : 'Last name'}
                    value={profile.data[field] || 'Not set'}
                  />
                )}
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <Field label="Email" value={profile.data.email} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Field
                label="Member Since"
                value={profile.data.createdAt ? formatLongDate(profile.data.createdAt) : 'Unknown'}
              />
            </Grid>
          </Grid>
        )}
        {editing && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => save.mutate(draft)} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
    </Box>
  );
}

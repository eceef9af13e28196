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
import { useSnackbar } from '../../app/toasts';
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { useReaderDates } from '../../features/time-zone/useReaderDates';

// The server's limit: a longer name is refused with its reason, never cut short.
const NAME_MAX = 80;
const LABELS = { firstName: 'First name', lastName: 'Last name' } as const;
const UPDATE_FAILED = 'Failed to update profile';

/** First and last name (editable), email (read-only) and Member Since (spec section 2, /profile). */
export function PersonalInformationCard() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const profile = useQuery({ queryKey: ['profile'], queryFn: api.user.profile });
  const dates = useReaderDates();
  const [draft, setDraft] = useState<{ firstName: string; lastName: string } | null>(null);
  const save = useMutation({
    mutationFn: api.user.updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(['profile'], updated);
      setDraft(null);
      enqueueSnackbar('Success - Profile updated successfully', { variant: 'success' });
    },
    // The toast's title, then the server's reason when it gave one.
    onError: (failure: Error) =>
      enqueueSnackbar(
        !failure.message || failure.message === UPDATE_FAILED ? UPDATE_FAILED : `${UPDATE_FAILED} - ${failure.message}`,
        { variant: 'error' },
      ),
  });

  const startEditing = () =>
    setDraft({ firstName: profile.data?.firstName ?? '', lastName: profile.data?.lastName ?? '' });
  const editing = draft !== null;
  const tooLong = editing && (draft.firstName.length > NAME_MAX || draft.lastName.length > NAME_MAX);

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
                  <NameField
                    label={LABELS[field]}
                    value={draft[field]}
                    onChange={(value) => setDraft({ ...draft, [field]: value })}
                  />
                ) : (
                  <Field label={LABELS[field]} value={profile.data[field] || 'Not set'} />
                )}
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <Field label="Email" value={profile.data.email} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Field
                label="Member Since"
                value={profile.data.createdAt ? dates.date(profile.data.createdAt) : 'Unknown'}
              />
            </Grid>
          </Grid>
        )}
        {editing && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => save.mutate(draft)} disabled={save.isPending || tooLong}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** A name input that counts towards the limit and says when it is passed. */
function NameField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const over = value.length > NAME_MAX;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={over}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{over ? `${label} must be at most ${NAME_MAX} characters` : `Up to ${NAME_MAX} characters`}</span>
          <span>
            {value.length}/{NAME_MAX}
          </span>
        </Box>
      }
      fullWidth
    />
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import { Box, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useInput } from 'react-admin';

/** The plan's feature list: a feature is added only when it is not blank once trimmed; Enter adds. */
export function FeaturesInput({ source }: { source: string }) {
  const { field } = useInput<string[]>({ source, defaultValue: [] });
  const [draft, setDraft] = useState('');
  const features: string[] = field.value ?? [];

  const add = () => {
    const feature = draft.trim();
    if (!feature) return;
    field.onChange([...features, feature]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      // Enter adds the feature instead of submitting the form.
      event.preventDefault();
      add();
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" gutterBottom>
        Features
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="New feature"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          fullWidth
        />
        <IconButton aria-label="Add feature" onClick={add} color="primary">
          <AddIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {features.map((feature, index) => (
          <Chip
            key={`${feature}-${index}`}
            label={feature}
            onDelete={() => field.onChange(features.filter((_, position) => position !== index))}
            slotProps={{ root: { 'aria-label': feature } }}
          />
        ))}
        {features.length === 0 && (
          <Typography variant="body2" color="textSecondary">
            No features yet.
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

import PublicIcon from '@mui/icons-material/Public';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useMemo } from 'react';
import { browserTimeZone, timeZoneChoices, timeZoneLabel } from '../../lib/dates';
import { useReaderTimeZone } from './useReaderTimeZone';

/** Picks the zone every time in the portal is shown in; remembered per trader. */
export function TimeZoneSelect({ size = 'small', fullWidth }: { size?: 'small' | 'medium'; fullWidth?: boolean }) {
  const { timeZone, setTimeZone, saving } = useReaderTimeZone();
  const choices = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  const own = browserTimeZone();
  return (
    <Autocomplete
      size={size}
      fullWidth={fullWidth}
      disableClearable
      options={choices}
      value={timeZone}
      loading={saving}
      onChange={(_, zone) => setTimeZone(zone === own ? null : zone)}
      getOptionLabel={(zone) => timeZoneLabel(zone)}
      // "this device" only in the list: in the field it would push the zone's name out of sight.
      renderOption={({ key, ...props }, zone) => (
        <li key={key} {...props}>
          {zone === own ? `${timeZoneLabel(zone)} · this device` : timeZoneLabel(zone)}
        </li>
      )}
      sx={{ minWidth: { sm: 320 }, maxWidth: { sm: 400 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Time zone"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <PublicIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

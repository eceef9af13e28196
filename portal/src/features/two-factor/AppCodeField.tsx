import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { appCodeInput } from '../../lib/two-factor';

/** Said under the field when an edit held something that is not a digit. */
export const APP_CODE_DIGITS_ONLY = 'The code is digits only: letters and symbols are left out.';

/**
 * The 6-digit code from an authenticator app: only digits (and the space some apps show) are
 * taken, and the field says so when something else is typed instead of taking it silently.
 */
export function AppCodeField({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange(code: string): void }) {
  const [refused, setRefused] = useState(false);
  return (
    <TextField
      label="Authentication code"
      autoComplete="one-time-code"
      {...props}
      value={value}
      onChange={(event) => {
        const input = appCodeInput(event.target.value);
        setRefused(input.refused);
        onChange(input.value);
      }}
      error={props.error || refused}
      helperText={props.helperText ?? (refused ? APP_CODE_DIGITS_ONLY : undefined)}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
    />
  );
}

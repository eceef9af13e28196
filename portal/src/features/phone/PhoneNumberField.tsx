import { Autocomplete, Box, FormHelperText, Popper, Stack, TextField, type PopperProps } from '@mui/material';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { CountryCode } from 'libphonenumber-js';
import {
  editNationalNumber,
  findPhoneCountry,
  formatNationalNumber,
  searchPhoneCountries,
  splitFullPhoneNumber,
  toFullPhoneNumber,
} from '../../lib/phone';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from '../../lib/phone-countries';

export interface PhoneNumberFieldProps {
  /** The full number '+<dial code><digits>' (E.164), or '' for none. */
  value: string;
  /** Called with the full number on every edit ('' while no digit is typed). */
  onChange(fullNumber: string): void;
  /** Country picked while the value is empty. Default 'US'. */
  defaultCountry?: CountryCode;
  /** Label of the number input. Default 'Phone number'. */
  label?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  required?: boolean;
  /** Id of the number input (the country picker gets '<id>-country'). */
  id?: string;
  name?: string;
  /** Told on every edit whether it held characters the field does not take (letters, symbols). */
  onRefusedInput?(refused: boolean): void;
}

/** Said under the field when an edit held characters it does not take. */
export const REFUSED_PHONE_INPUT = 'Only digits, spaces and dashes can be typed here.';

interface FieldState {
  countryCode: CountryCode;
  text: string;
  /** The full number this state stands for, to notice when the parent sets another one. */
  fullNumber: string;
}

function stateFor(fullNumber: string, preferred: CountryCode): FieldState {
  return { ...splitFullPhoneNumber(fullNumber, preferred), fullNumber };
}

function CountryPopper(props: PopperProps) {
  return (
    <Popper {...props} placement="bottom-start" style={{ ...props.style, width: 'min(320px, calc(100vw - 32px))' }} />
  );
}

/**
 * A phone number input: a searchable country-code picker (43 countries, by name, ISO code or dial
 * code) beside the national number, which accepts digits, spaces and dashes and is formatted as it
 * is typed. Controlled: `value` is the full number and `onChange` receives the full number.
 *
 *   const [phone, setPhone] = useState('');
 *   <PhoneNumberField value={phone} onChange={setPhone} error={!!message} helperText={message} />
 *
 * Inside a <form>, Enter in the number input submits it.
 */
export function PhoneNumberField({
  value,
  onChange,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  label = 'Phone number',
  error,
  helperText,
  disabled,
  autoFocus,
  required,
  id,
  name,
  onRefusedInput,
}: PhoneNumberFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperTextId = `${inputId}-helper-text`;
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const [state, setState] = useState<FieldState>(() => stateFor(value, defaultCountry));
  const [refusedInput, setRefusedInput] = useState(false);

  // A value set from outside (a reset, a saved number) replaces what is shown.
  if (value !== state.fullNumber) setState(stateFor(value, state.countryCode));

  useLayoutEffect(() => {
    if (pendingCaret.current === null || document.activeElement !== inputRef.current) return;
    inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const update = (countryCode: CountryCode, text: string) => {
    const fullNumber = toFullPhoneNumber(text, countryCode);
    setState({ countryCode, text, fullNumber });
    if (fullNumber !== state.fullNumber) onChange(fullNumber);
  };

  const changeNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const edited = event.target.value;
    // Letters and symbols are not taken, but the trader is told so rather than left guessing.
    const refused = /[^\d\s()+-]/.test(edited);
    setRefusedInput(refused);
    onRefusedInput?.(refused);
    if (edited.trimStart().startsWith('+')) {
      // A pasted international number: take its country from the dial code.
      const pasted = splitFullPhoneNumber(edited, state.countryCode);
      pendingCaret.current = pasted.text.length;
      update(pasted.countryCode, pasted.text);
      return;
    }
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const next = editNationalNumber(
      state.text,
      edited,
      event.target.selectionStart ?? edited.length,
      state.countryCode,
      inputType === 'deleteContentForward',
    );
    pendingCaret.current = next.caret;
    update(state.countryCode, next.text);
  };

  const changeCountry = (country: PhoneCountry) => {
    update(country.code, formatNationalNumber(state.text, country.code));
    inputRef.current?.focus();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Autocomplete
          id={`${inputId}-country`}
          options={PHONE_COUNTRIES}
          value={findPhoneCountry(state.countryCode)}
          onChange={(_event, country) => changeCountry(country)}
          disableClearable
          autoHighlight
          disabled={disabled}
          filterOptions={(options, { inputValue }) => searchPhoneCountries(options, inputValue)}
          groupBy={(country) => (country.featured ? 'Common' : 'All countries')}
          getOptionLabel={(country) => `${country.code} +${country.dialCode}`}
          isOptionEqualToValue={(option, selected) => option.code === selected.code}
          noOptionsText="No matching country"
          slots={{ popper: CountryPopper }}
          slotProps={{ paper: { sx: { mt: 0.5, border: 1, borderColor: 'divider', boxShadow: 12 } } }}
          sx={{ width: 136, flexShrink: 0 }}
          renderOption={({ key, ...optionProps }, country) => (
            <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
              <Box component="span" sx={{ width: 28, color: 'text.secondary', fontSize: 13, fontWeight: 600 }}>
                {country.code}
              </Box>
              <Box component="span" sx={{ flexGrow: 1 }}>
                {country.name}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                +{country.dialCode}
              </Box>
            </Box>
          )}
          renderInput={(params) => <TextField {...params} label="Country code" />}
        />
        <TextField
          id={inputId}
          name={name}
          inputRef={inputRef}
          label={label}
          type="tel"
          value={state.text}
          onChange={changeNumber}
          error={error}
          disabled={disabled}
          autoFocus={autoFocus}
          required={required}
          fullWidth
          slotProps={{
            htmlInput: {
              inputMode: 'tel',
              autoComplete: 'tel-national',
              'aria-describedby': helperText || refusedInput ? helperTextId : undefined,
            },
          }}
        />
      </Stack>
      {(helperText || refusedInput) && (
        <FormHelperText id={helperTextId} error={error || (!helperText && refusedInput)} sx={{ mx: 1.75 }}>
          {helperText ?? REFUSED_PHONE_INPUT}
        </FormHelperText>
      )}
    </Box>
  );
}

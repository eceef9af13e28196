import { Box, InputBase } from '@mui/material';
import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import {
  pasteIntoCode,
  typeIntoCode,
  VERIFICATION_CODE_LENGTH,
  type CodeDigits,
  type CodeEdit,
} from '../../lib/verification-code';

export interface VerificationCodeInputHandle {
  focusFirst(): void;
}

interface VerificationCodeInputProps {
  digits: CodeDigits;
  onChange(digits: string[]): void;
  /** Shown as typed but not editable (while the code is being checked). */
  readOnly?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  /** Id of the element describing the boxes (a message under them). */
  describedBy?: string;
  ref?: Ref<VerificationCodeInputHandle>;
}

/** Six one-digit boxes. Focus follows typing, Backspace and the arrow keys; a pasted code fills them. */
export function VerificationCodeInput({
  digits,
  onChange,
  readOnly,
  error,
  autoFocus,
  describedBy,
  ref,
}: VerificationCodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  useImperativeHandle(ref, () => ({ focusFirst: () => boxes.current[0]?.focus() }), []);

  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  const apply = (edit: CodeEdit) => {
    onChange(edit.digits);
    focusBox(edit.focusIndex);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      if (!readOnly) apply(typeIntoCode(digits, index - 1, ''));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < VERIFICATION_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (!readOnly) apply(pasteIntoCode(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <Box
      role="group"
      aria-label="Verification code"
      sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1, sm: 1.5 } }}
    >
      {digits.map((digit, index) => (
        <InputBase
          key={index}
          value={digit}
          readOnly={readOnly}
          error={error}
          autoFocus={autoFocus && index === 0}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          onChange={(event) => apply(typeIntoCode(digits, index, event.target.value))}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputProps={{
            'aria-label': `Digit ${index + 1} of ${VERIFICATION_CODE_LENGTH}`,
            'aria-describedby': describedBy,
            inputMode: 'numeric',
            pattern: '[0-9]*',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
          }}
          sx={{
            flex: '1 1 0',
            minWidth: 0,
            maxWidth: 56,
            height: { xs: 52, sm: 60 },
            borderRadius: 2,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            fontSize: { xs: 22, sm: 26 },
            fontWeight: 700,
            transition: 'border-color 120ms, box-shadow 120ms',
            '&.Mui-focused': {
              borderColor: error ? 'error.main' : 'primary.main',
              boxShadow: (theme) => `0 0 0 3px ${theme.alpha(theme.palette.primary.main, 0.35)}`,
            },
            '& input': { textAlign: 'center', p: 0, height: '100%', caretColor: 'transparent' },
          }}
        />
      ))}
    </Box>
  );
}

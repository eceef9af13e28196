import { emptyCode, pasteIntoCode, typeIntoCode, VERIFICATION_CODE_LENGTH } from './verification-code';

const code = (text: string) => [...text.padEnd(VERIFICATION_CODE_LENGTH, ' ')].map((c) => c.trim());

describe('verification code boxes', () => {
  it('has six empty boxes to start with', () => {
    expect(emptyCode()).toEqual(['', '', '', '', '', '']);
  });

  describe('typeIntoCode', () => {
    it('puts a typed digit in its box and moves on to the next', () => {
      expect(typeIntoCode(code('12'), 2, '3')).toEqual({ digits: code('123'), focusIndex: 3 });
    });

    it('stays on the last box when it is filled', () => {
      expect(typeIntoCode(code('12345'), 5, '6')).toEqual({ digits: code('123456'), focusIndex: 5 });
    });

    it('refuses anything that is not a digit', () => {
      expect(typeIntoCode(code('1'), 1, 'x')).toEqual({ digits: code('1'), focusIndex: 1 });
      expect(typeIntoCode(code('1'), 0, '-')).toEqual({ digits: code('1'), focusIndex: 0 });
    });

    it('clears a box emptied by the user', () => {
      expect(typeIntoCode(code('123'), 1, '')).toEqual({ digits: ['1', '', '3', '', '', ''], focusIndex: 1 });
    });

    it('keeps the new digit when one is typed beside the old one', () => {
      expect(typeIntoCode(code('123'), 1, '27')).toEqual({ digits: code('173'), focusIndex: 2 });
      expect(typeIntoCode(code('123'), 1, '72')).toEqual({ digits: code('173'), focusIndex: 2 });
      expect(typeIntoCode(code('123'), 1, '22')).toEqual({ digits: code('123'), focusIndex: 2 });
    });

    it('spills a whole code filled in by the keyboard into the following boxes', () => {
      expect(typeIntoCode(emptyCode(), 0, '123456')).toEqual({ digits: code('123456'), focusIndex: 5 });
      expect(typeIntoCode(emptyCode(), 4, '987')).toEqual({ digits: ['', '', '', '', '9', '8'], focusIndex: 5 });
    });
  });

  describe('pasteIntoCode', () => {
    it('fills every box from the first with a whole code, whatever surrounds it', () => {
      expect(pasteIntoCode(code('9'), 3, 'Code: 123-456.')).toEqual({ digits: code('123456'), focusIndex: 5 });
    });

    it('fills from the box pasted into with fewer digits', () => {
      expect(pasteIntoCode(code('12'), 2, '34')).toEqual({ digits: code('1234'), focusIndex: 4 });
    });

    it('ignores a paste without digits', () => {
      expect(pasteIntoCode(code('12'), 2, 'abc')).toEqual({ digits: code('12'), focusIndex: 2 });
    });
  });
});

/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PHONE_COUNTRIES } from '../../lib/phone-countries';
import { PhoneNumberField, REFUSED_PHONE_INPUT, type PhoneNumberFieldProps } from './PhoneNumberField';

const numberInput = () => screen.getByLabelText('Phone number') as HTMLInputElement;
const countryInput = () => screen.getByRole('combobox', { name: 'Country code' }) as HTMLInputElement;

/** The field as a parent would hold it: the full number in state, reported to a spy. */
function renderField(props: Partial<PhoneNumberFieldProps> & { initialValue?: string } = {}) {
  const changes = jest.fn<(fullNumber: string) => void>();
  let setFromOutside: (value: string) => void = () => undefined;
  function Parent() {
    const [value, setValue] = useState(props.initialValue ?? '');
    setFromOutside = setValue;
    return (
      <PhoneNumberField
        {...props}
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Parent />);
  return { changes, user: userEvent.setup(), setFromOutside: (value: string) => setFromOutside(value) };
}

const lastChange = (changes: jest.Mock<(fullNumber: string) => void>) => changes.mock.calls.at(-1)?.[0];

describe('PhoneNumberField', () => {
  it('takes no letters, and says so under the field', async () => {
    const refused = jest.fn<(refused: boolean) => void>();
    const { user } = renderField({ onRefusedInput: refused });
    await user.type(numberInput(), 'abc');
    expect(numberInput().value).toBe('');
    expect(screen.getByText(REFUSED_PHONE_INPUT)).toBeTruthy();
    expect(refused).toHaveBeenLastCalledWith(true);
    await user.type(numberInput(), '2');
    expect(screen.queryByText(REFUSED_PHONE_INPUT)).toBeNull();
    expect(refused).toHaveBeenLastCalledWith(false);
  });

  it('starts on the United States', () => {
    renderField();
    expect(countryInput().value).toBe('US +1');
    expect(numberInput().value).toBe('');
  });

  it('formats a US number as it is typed and reports the full number', async () => {
    const { user, changes } = renderField();
    await user.type(numberInput(), '2133734253');
    expect(numberInput().value).toBe('213 373 4253');
    expect(lastChange(changes)).toBe('+12133734253');
  });

  it('accepts digits, spaces and dashes only', async () => {
    const { user, changes } = renderField();
    await user.type(numberInput(), 'a(213)-37x3.4253');
    expect(numberInput().value).toBe('213 373 4253');
    expect(lastChange(changes)).toBe('+12133734253');
  });

  it('reports an empty number once every digit is deleted', async () => {
    const { user, changes } = renderField();
    await user.type(numberInput(), '21');
    await user.clear(numberInput());
    expect(lastChange(changes)).toBe('');
  });

  it('deletes the digit before a space on Backspace instead of getting stuck', async () => {
    const { user } = renderField();
    await user.type(numberInput(), '2134');
    expect(numberInput().value).toBe('213 4');
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(numberInput().value).toBe('214');
    expect(numberInput().selectionStart).toBe(2);
  });

  it('searches the picker by country name, ISO code and dial code', async () => {
    const { user } = renderField();
    await user.click(countryInput());
    await user.keyboard('kingdom');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['GBUnited Kingdom+44']);
    await user.clear(countryInput());
    await user.keyboard('IR');
    // The spec's countries first, then the rest of the world.
    expect(
      screen
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual(['IRIran+98', 'IEIreland+353', 'AEUnited Arab Emirates+971']);
    await user.clear(countryInput());
    await user.keyboard('+1');
    const plusOne = screen.getAllByRole('option').map((option) => option.textContent);
    expect(plusOne.slice(0, 2)).toEqual(['CACanada+1', 'USUnited States+1']);
    expect(plusOne).toContain('JMJamaica+1');
    await user.clear(countryInput());
    await user.keyboard('atlantis');
    expect(screen.getByText('No matching country')).toBeTruthy();
  });

  it("lists every country when opened, the spec's 43 first under their own heading", async () => {
    const { user } = renderField();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(PHONE_COUNTRIES.length);
    expect(options[0].textContent).toBe('ARArgentina+54');
    expect(options[43].textContent).toBe('AFAfghanistan+93');
    expect(screen.getByText('Common')).toBeTruthy();
    expect(screen.getByText('All countries')).toBeTruthy();
  });

  it('switches country, reformats the number for it and moves on to the number', async () => {
    const { user, changes } = renderField();
    await user.type(numberInput(), '07400123456');
    await user.click(countryInput());
    await user.keyboard('United K');
    await user.click(screen.getByRole('option', { name: /United Kingdom/ }));
    expect(countryInput().value).toBe('GB +44');
    expect(numberInput().value).toBe('07400 123456');
    expect(lastChange(changes)).toBe('+447400123456');
    expect(document.activeElement).toBe(numberInput());
  });

  it('formats Iranian and Canadian numbers', async () => {
    const { user, changes } = renderField();
    await user.click(countryInput());
    await user.keyboard('iran{Enter}');
    await user.type(numberInput(), '9123456789');
    expect(numberInput().value).toBe('912 345 6789');
    expect(lastChange(changes)).toBe('+989123456789');
    await user.click(countryInput());
    await user.keyboard('canada{Enter}');
    await user.clear(numberInput());
    await user.type(numberInput(), '6135550123');
    expect(numberInput().value).toBe('613 555 0123');
    expect(lastChange(changes)).toBe('+16135550123');
  });

  it('takes the country from a pasted international number', async () => {
    const { user, changes } = renderField();
    await user.click(numberInput());
    await user.paste('+44 7400 123456');
    expect(countryInput().value).toBe('GB +44');
    expect(numberInput().value).toBe('7400 123456');
    expect(lastChange(changes)).toBe('+447400123456');
  });

  it('shows a value set by the parent, and clears when it is reset', () => {
    const { setFromOutside } = renderField({ initialValue: '+989123456789' });
    expect(countryInput().value).toBe('IR +98');
    expect(numberInput().value).toBe('912 345 6789');
    act(() => setFromOutside('+16135550123'));
    expect(countryInput().value).toBe('CA +1');
    expect(numberInput().value).toBe('613 555 0123');
    act(() => setFromOutside(''));
    expect(countryInput().value).toBe('CA +1');
    expect(numberInput().value).toBe('');
  });

  it('uses the given label, id, helper text and error state', () => {
    renderField({ label: 'Mobile', id: 'mobile', error: true, helperText: 'Please enter a valid phone number' });
    const input = screen.getByLabelText('Mobile');
    expect(input.id).toBe('mobile');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('type')).toBe('tel');
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(document.getElementById('mobile-country')).toBe(countryInput());
  });

  it('can be disabled', () => {
    renderField({ disabled: true });
    expect(numberInput().disabled).toBe(true);
    expect(countryInput().disabled).toBe(true);
  });

  it('takes focus on mount with autoFocus', () => {
    renderField({ autoFocus: true });
    expect(document.activeElement).toBe(numberInput());
  });

  it('starts on another default country when asked', () => {
    renderField({ defaultCountry: 'GB' });
    expect(countryInput().value).toBe('GB +44');
  });
});

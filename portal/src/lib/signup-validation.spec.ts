import { loginError, newPasswordError } from './password-validation';
import { signupError, signupFieldErrors, type SignupForm } from './signup-validation';

const valid: SignupForm = {
  email: 'a@example.com',
  phone: '+12025550143',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptedTerms: true,
};

describe('signupError', () => {
  it('accepts a complete form', () => {
    expect(signupError(valid)).toBeNull();
  });

  it('checks the rules in the spec order', () => {
    // Everything wrong at once: the first rule speaks.
    expect(signupError({ email: '', phone: '1', password: '1', confirmPassword: '2', acceptedTerms: false })).toBe(
      'Please fill in all fields',
    );
    expect(signupError({ ...valid, acceptedTerms: false, password: '1', confirmPassword: '2', phone: '1' })).toBe(
      'You must accept the Terms of Service to continue',
    );
    expect(signupError({ ...valid, password: '1', confirmPassword: '2', phone: '1' })).toBe('Passwords do not match');
    expect(signupError({ ...valid, password: '12345', confirmPassword: '12345', phone: '1' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(signupError({ ...valid, phone: '12025550143' })).toBe('Please enter a valid phone number');
    expect(signupError({ ...valid, phone: '+123456' })).toBe('Please enter a valid phone number');
    // The right shape, but no number of the country's plan: 14 digits after +1.
    expect(signupError({ ...valid, phone: '+199999999999999' })).toBe('Please enter a valid phone number');
  });

  it('says when the e-mail is not an address, before the rules that follow', () => {
    for (const email of ['name', 'name@', 'name@example', 'na me@example.com', '@example.com']) {
      expect(signupError({ ...valid, email, password: '1', confirmPassword: '2' })).toBe(
        'Please enter a valid e-mail address, such as name@example.com',
      );
    }
    expect(signupError({ ...valid, email: ' a.b+c@mail.example.co.uk ' })).toBeNull();
  });

  it('calls a phone the field refused (letters typed) invalid, not missing', () => {
    expect(signupError({ ...valid, phone: '', phoneRefusedInput: true })).toBe('Please enter a valid phone number');
    expect(signupError({ ...valid, phone: '' })).toBe('Please fill in all fields');
  });

  it.each(['email', 'phone', 'password', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(signupError({ ...valid, [field]: '' })).toBe('Please fill in all fields');
  });
});

describe('loginError', () => {
  it('requires both fields', () => {
    expect(loginError('', 'x')).toBe('Please fill in all fields');
    expect(loginError('a@example.com', '')).toBe('Please fill in all fields');
    expect(loginError('a@example.com', 'x')).toBeNull();
  });
});

describe('newPasswordError', () => {
  it('checks presence, then the match, then the length', () => {
    expect(newPasswordError('', '')).toBe('Please fill in all fields');
    expect(newPasswordError('abcdef', 'abcdeg')).toBe('Passwords do not match');
    expect(newPasswordError('abc', 'abc')).toBe('Password must be at least 6 characters long');
    expect(newPasswordError('abcdef', 'abcdef')).toBeNull();
  });
});

describe('signupFieldErrors', () => {
  it('marks every failing field at once, each saying what is missing or wrong', () => {
    expect(signupFieldErrors(valid)).toEqual({});
    expect(
      signupFieldErrors({ email: '', phone: '', password: '', confirmPassword: '', acceptedTerms: false }),
    ).toEqual({
      email: 'Enter your e-mail address',
      phone: 'Enter your phone number',
      password: 'Choose a password',
      confirmPassword: 'Type the password again',
      acceptedTerms: 'Accept the terms to create an account',
    });
    expect(
      signupFieldErrors({
        ...valid,
        email: 'name@',
        phone: '+199999999999999',
        password: '12345',
        confirmPassword: '1',
      }),
    ).toEqual({
      email: 'Not an e-mail address: name@example.com',
      phone: 'Not a phone number of the chosen country',
      password: 'At least 6 characters',
      confirmPassword: 'Not the same as the password',
    });
  });
});

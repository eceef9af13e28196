import { composeMail, type MailContent } from '../mail/mail-templates.js';
import { plural, pluralIs } from '#domain/plural';

/** The notices about a person's two-factor sign-in. */
export const twoFactorMails = {
  enabled: (profileLink: string): MailContent =>
    composeMail({
      subject: 'Two-factor sign-in is on for your SignalDesk account',
      paragraphs: [
        'Two-factor sign-in was just turned on for your SignalDesk account: signing in now also needs a code from your authenticator app, or one of your recovery codes.',
        'Keep the recovery codes somewhere safe. If this was not you, reset your password at once and contact support.',
      ],
      action: { label: 'Open your account settings', url: profileLink },
    }),

  disabled: (profileLink: string): MailContent =>
    composeMail({
      subject: 'Two-factor sign-in is off for your SignalDesk account',
      paragraphs: [
        'Two-factor sign-in was just turned off for your SignalDesk account: signing in needs only the password again, and the recovery codes no longer work.',
        'If this was not you, reset your password at once, turn two-factor sign-in back on and contact support.',
      ],
      action: { label: 'Open your account settings', url: profileLink },
    }),

  /** Sent when an account reaches its limit of wrong codes. */
  wrongCodes: (pauseMinutes: number, resetLink: string): MailContent =>
    composeMail({
      subject: 'Wrong two-factor codes were entered for your SignalDesk account',
      paragraphs: [
        `Several wrong two-factor codes were just entered for your SignalDesk account, so no code for it is accepted for up to ${plural(pauseMinutes, 'minute')}.`,
        'A code is only asked for after the password, or on a signed-in device: if this was not you, someone may know your password. Choose a new one at once (that also signs out every device) and contact support.',
      ],
      action: { label: 'Choose a new password', url: resetLink },
    }),

  recoveryCodeUsed: (codesLeft: number, profileLink: string): MailContent =>
    composeMail({
      subject: 'A recovery code was used to sign in to SignalDesk',
      paragraphs: [
        `Someone signed in to your SignalDesk account with one of its recovery codes. That code no longer works; ${pluralIs(codesLeft, 'code')} left.`,
        'If this was not you, reset your password at once and contact support. You can make a new set of codes in your account settings.',
      ],
      action: { label: 'Open your account settings', url: profileLink },
    }),
};

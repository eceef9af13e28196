import { composeMail, type MailContent } from '../mail/mail-templates.js';

/** The e-mails about a person's own account. */
export const accountMails = {
  passwordReset: (link: string): MailContent =>
    composeMail({
      subject: 'Reset your SignalDesk password',
      paragraphs: [
        'Someone (hopefully you) asked to reset the password of your SignalDesk account.',
        'The link below works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: link },
    }),

  /** After a change with the current password: the Expert Advisor keys (of `keyed`, by MT ID) keep working. */
  passwordChanged: (signInLink: string, keyed: string[]): MailContent =>
    composeMail({
      subject: 'Your SignalDesk password was changed',
      paragraphs: [
        'The password of your SignalDesk account was just changed, and every other signed-in device was signed out.',
        ...(keyed.length
          ? [
              `The Expert Advisor keys of your MetaTrader ${keyed.length === 1 ? 'account' : 'accounts'} ${keyed.join(', ')} keep working. If someone else may have them, use "Revoke all keys" on the dashboard.`,
            ]
          : []),
        'If this was not you, reset your password at once from the sign-in page and contact support.',
      ],
      action: { label: 'Sign in', url: signInLink },
    }),

  /**
   * After a reset by e-mailed link: whoever had the password may have read the Expert Advisor keys,
   * so every one was revoked; `revoked` (MT IDs) need a new key.
   */
  passwordWasReset: (signInLink: string, revoked: string[]): MailContent =>
    composeMail({
      subject: 'Your SignalDesk password was changed',
      paragraphs: [
        'The password of your SignalDesk account was just reset with the link we e-mailed, and every signed-in device was signed out.',
        revoked.length
          ? `Whoever had your old password could have read your Expert Advisor keys, so we revoked them all. These MetaTrader ${revoked.length === 1 ? 'account needs' : 'accounts need'} a new key: ${revoked.join(', ')}. Sign in, issue a new key on each account's page, and put it in the Expert Advisor's settings.`
          : 'None of your MetaTrader accounts had an Expert Advisor key, so none needs a new one.',
        'If this was not you, reset your password again from the sign-in page and contact support.',
      ],
      action: { label: 'Sign in', url: signInLink },
    }),

  confirmEmailChange: (newEmail: string, link: string): MailContent =>
    composeMail({
      subject: 'Confirm your new SignalDesk e-mail address',
      paragraphs: [
        `Please confirm that ${newEmail} should become the e-mail address of your SignalDesk account.`,
        'The link below works once, for 24 hours. Until you open it, your account keeps its current address.',
      ],
      action: { label: 'Confirm this address', url: link },
    }),

  emailChangeRequested: (newEmail: string, signInLink: string): MailContent =>
    composeMail({
      subject: 'A change of your SignalDesk e-mail address was requested',
      paragraphs: [
        `Someone signed in to your SignalDesk account asked to change its e-mail address to ${newEmail}. The change happens only when that address confirms it.`,
        'If this was not you, change your password now: the request then stops working.',
      ],
      action: { label: 'Sign in', url: signInLink },
    }),

  /** To an address that already has an account, when another account asked to move to it. */
  emailAlreadyRegistered: (signInLink: string): MailContent =>
    composeMail({
      subject: 'Someone tried to move a SignalDesk account to this address',
      paragraphs: [
        'Someone signed in to a SignalDesk account asked to change its e-mail address to this one. This address already belongs to a SignalDesk account, so nothing was changed.',
        'If that was you, sign in with this address instead, or use "Forgot password?" on the sign-in page if you do not remember its password. If it was not you, you can ignore this e-mail.',
      ],
      action: { label: 'Sign in', url: signInLink },
    }),

  emailChanged: (newEmail: string): MailContent =>
    composeMail({
      subject: 'Your SignalDesk e-mail address was changed',
      paragraphs: [
        `The e-mail address of your SignalDesk account is now ${newEmail}. Messages about the account go there from now on.`,
        'If this was not you, contact support at once.',
      ],
    }),
};

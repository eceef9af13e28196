import { Injectable } from '@nestjs/common';
import { AccessPolicy } from '../access/access-policy.js';
import { AccountsService } from '../accounts/accounts.service.js';
import type { MtAccount } from '../accounts/mt-account.entity.js';
import { Clock } from '../clock/clock.js';
import { composeMail } from '../mail/mail-templates.js';
import { MailService } from '../mail/mail.service.js';

/**
 * One MetaTrader login linked to two SignalDesk accounts. Logins are unique only per broker
 * server, so linking the same number twice is allowed; but when the Expert Advisors of two
 * traders report the same server and login, both trade one account (each signal twice), or one
 * trader has the other's MetaTrader password. Each owner is told once by e-mail, the account page
 * says so, and support sees who the other is.
 */
@Injectable()
export class SharedLogins {
  constructor(
    private readonly accounts: AccountsService,
    private readonly access: AccessPolicy,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** After a heartbeat of `account` recorded its server and login. */
  async check(account: MtAccount): Promise<void> {
    const others = await this.accounts.sameLogin(account);
    if (!others.length) return;
    for (const each of [account, ...others]) await this.tellOwner(each);
  }

  private async tellOwner(account: MtAccount): Promise<void> {
    // Once per account, also when two heartbeats get here at once.
    if (!(await this.accounts.markSharedLoginNotice(account.id, this.clock.now()))) return;
    const owner = await this.access.stateOf(account.userId);
    if (!owner) return;
    const { server, login } = account.terminal;
    this.mail.sendInBackground(
      owner.email,
      composeMail({
        subject: 'Your MetaTrader login is linked to another SignalDesk account',
        paragraphs: [
          `The Expert Advisor of another SignalDesk account runs on MetaTrader login ${login} at ${server}, the login your account ${account.mtId} trades on.`,
          'Both receive the signals and may place orders on the same trading account, so each signal can be traded twice. If you share the login knowingly, stop one of the two Expert Advisors.',
          'If you do not, someone else has your MetaTrader password: change it with your broker, and revoke the Expert Advisor key on the account page.',
        ],
        action: { label: 'Open the account page', url: this.mail.link(`/dashboard/accounts/${account.id}`) },
      }),
    );
  }
}

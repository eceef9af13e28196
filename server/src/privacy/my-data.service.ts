import { randomBytes } from 'node:crypto';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull } from 'typeorm';
import { toMtAccountDto } from '../accounts/mt-account.dto.js';
import { MtAccount } from '../accounts/mt-account.entity.js';
import { EaTrade } from '../ea/ea-trade.entity.js';
import { toEaTradeDto } from '../ea/ea-trade-view.js';
import { AlertDelivery } from '../alerts/alert-delivery.entity.js';
import { AlertSettings } from '../alerts/alert-settings.entity.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { AccountToken } from '../auth/account-token.entity.js';
import { PasswordConfirmationService } from '../auth/password-confirmation.service.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { SessionsService } from '../auth/sessions.service.js';
import { Clock } from '../clock/clock.js';
import { UserLockService } from '../database/user-lock.service.js';
import { composeMail } from '../mail/mail-templates.js';
import { MailService } from '../mail/mail.service.js';
import { OPEN_STATUSES, Payment } from '../payments/payment.entity.js';
import { RenewalReminder } from '../reminders/renewal-reminder.entity.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { RecoveryCode } from '../two-factor/recovery-code.entity.js';
import { SignInChallenge } from '../two-factor/sign-in-challenge.entity.js';
import { TwoFactorCredential } from '../two-factor/two-factor-credential.entity.js';
import { UserSettings } from '../users/user-settings.entity.js';
import { DELETED_USER_LABEL, User } from '../users/user.entity.js';
import type { AccountDeletedDto, MyDataExportDto } from './dto/my-data.dto.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A person's right to take their data along, and to have it erased. */
@Injectable()
export class MyDataService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly passwordConfirmation: PasswordConfirmationService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly userLock: UserLockService,
  ) {}

  async export(userId: number): Promise<MyDataExportDto> {
    const manager = this.dataSource.manager;
    const user = await manager.findOneBy(User, { id: userId });
    if (!user) throw new NotFoundException('Account not found');
    const [subscription, payments, mtAccounts, twoFactor, alerts] = await Promise.all([
      manager.findOneBy(Subscription, { userId }),
      manager.find(Payment, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      manager.find(MtAccount, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      manager.findOne(TwoFactorCredential, { where: { userId }, select: { id: true, enabledAt: true } }),
      manager.findOneBy(AlertSettings, { userId }),
    ]);
    const eaTrades = mtAccounts.length
      ? await manager.find(EaTrade, {
          where: { accountId: In(mtAccounts.map((account) => account.id)) },
          relations: { signal: true },
          order: { id: 'ASC' },
        })
      : [];
    return {
      exportedAt: this.clock.now().toISOString(),
      profile: {
        email: user.email,
        phone: user.phone,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        googleLinked: user.googleSub !== null,
        twoFactorEnabled: Boolean(twoFactor?.enabledAt),
        createdAt: user.createdAt.toISOString(),
      },
      subscription: subscription && {
        plan: subscription.planType,
        status: subscription.status,
        billingCycle: subscription.billingCycle,
        startedAt: iso(subscription.startedAt),
        expiresAt: iso(subscription.expiresAt),
        cancelledAt: iso(subscription.cancelledAt),
        amountPaid: subscription.amountPaid,
        currencyPaid: subscription.currencyPaid,
      },
      payments: payments.map((payment) => ({
        id: payment.id,
        plan: payment.planType,
        billingCycle: payment.billingCycle,
        priceAmount: payment.priceAmount,
        priceCurrency: payment.priceCurrency,
        payCurrency: payment.payCurrency,
        payAmount: payment.payAmount,
        payAddress: payment.payAddress,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        status: payment.status,
        createdAt: payment.createdAt.toISOString(),
        confirmedAt: iso(payment.confirmedAt),
      })),
      mtAccounts: mtAccounts.map((account) => {
        const { mtId, createdAt, key, settings, terminal } = toMtAccountDto(account, false);
        const trades = eaTrades.filter((trade) => trade.accountId === account.id);
        return {
          mtId,
          createdAt,
          key,
          settings,
          terminal,
          trades: trades.map((trade) => toEaTradeDto(trade, trade.signal)),
        };
      }),
      alertSettings: alerts && {
        emailEnabled: alerts.emailEnabled,
        telegramLinked: alerts.telegramChatId !== null,
        telegramEnabled: alerts.telegramEnabled,
        webhookUrl: alerts.webhookUrl,
        webhookEnabled: alerts.webhookEnabled,
        newSignals: alerts.newSignals,
        signalCategories: alerts.signalCategories,
        minConfidence: alerts.minConfidence,
        signalOutcomes: alerts.signalOutcomes,
        highImpactNews: alerts.highImpactNews,
        newsCurrencies: alerts.newsCurrencies,
        subscriptionReminders: alerts.subscriptionReminders,
        paymentConfirmed: alerts.paymentConfirmed,
      },
    };
  }

  /**
   * Erases the person: profile, sign-in data, linked accounts, subscription and sessions. Open
   * checkouts are cancelled. Payment records stay for the books, owned by a row that no longer
   * says who paid.
   */
  async deleteAccount(userId: number, password: string): Promise<AccountDeletedDto> {
    const user = await this.dataSource.manager.findOneBy(User, { id: userId });
    if (!user) throw new NotFoundException('Account not found');
    if (user.role === 'admin')
      throw new ForbiddenException('An admin account cannot delete itself. Ask another admin to change its role first');
    await this.passwordConfirmation.confirm(user, password, 'delete the account');

    const formerEmail = user.email;
    const now = this.clock.now();
    // Under the trader's lock: a confirmation arriving now is recorded either before (and pays) or after (for refund).
    await this.userLock.run(userId, async (manager) => {
      // No invoice stays on offer; money that still reaches one is marked for a refund, never activates anything.
      await manager.update(
        Payment,
        { userId, status: In([...OPEN_STATUSES]), activatedAt: IsNull() },
        { status: 'cancelled', cancelledAt: now },
      );
      await manager.delete(MtAccount, { userId });
      await manager.delete(Subscription, { userId });
      await manager.delete(AccountToken, { userId });
      await manager.delete(SignInChallenge, { userId });
      await manager.delete(RecoveryCode, { userId });
      await manager.delete(TwoFactorCredential, { userId });
      await manager.delete(RefreshToken, { userId });
      // Where alerts went (a chat, a webhook) and what they said, and the reader's own settings.
      await manager.delete(AlertDelivery, { userId });
      await manager.delete(AlertSettings, { userId });
      await manager.delete(UserSettings, { userId });
      await manager.delete(RenewalReminder, { userId });
      // Changes the person made to their own subscription stay in the audit log, without their address.
      await manager.update(AuditEntry, { actorId: userId }, { actorEmail: DELETED_USER_LABEL });
      await manager.update(User, userId, {
        // Unique and unreachable, so the address is free for a new sign-up.
        email: `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`,
        phone: null,
        passwordHash: null,
        googleSub: null,
        firstName: null,
        lastName: null,
        disabledAt: now,
        deletedAt: now,
      });
      await this.sessions.endAll(userId, manager);
    });
    this.mail.sendInBackground(
      formerEmail,
      composeMail({
        subject: 'Your SignalDesk account was deleted',
        paragraphs: [
          'As you asked, your SignalDesk account and the personal data in it have been erased, and every device was signed out.',
          'Records of payments are kept for accounting, without your name or address. You are welcome to sign up again at any time.',
        ],
      }),
    );
    return { message: 'Your account has been deleted.' };
  }
}

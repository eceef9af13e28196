import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, LessThan, MoreThan, Not, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { MailService } from '../mail/mail.service.js';
import { Payment } from './payment.entity.js';
import { receiptMail } from './receipt-mail.js';
import { ReceiptsService } from './receipts.service.js';

/** How long a sender holds a receipt before another may try it (longer than an SMTP attempt lasts). */
const CLAIM_MS = 5 * 60_000;
/** Receipts still owed are retried this long after the payment; older ones are not sent out of the blue. */
const RETRY_WINDOW_MS = 24 * 3600_000;

/**
 * Sends each confirmed payment's receipt once, across replicas: a sender first claims the
 * payment with a conditional update (only one can), sends, then records receiptSentAt. A failed
 * send lets the claim go, and the receipt job tries again; a sender that dies mid-way loses its
 * claim after CLAIM_MS.
 */
@Injectable()
export class ReceiptMailer implements OnApplicationShutdown {
  private readonly logger = new Logger(ReceiptMailer.name);
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly receipts: ReceiptsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** Sends in the background, after the activation has committed; the caller does not wait. */
  deliverSoon(paymentId: number): void {
    const sending = this.deliver(paymentId).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** True when this call sent the receipt. */
  async deliver(paymentId: number): Promise<boolean> {
    if (!(await this.claim(paymentId))) return false;
    try {
      const found = await this.receipts.forMail(paymentId);
      if (found) {
        const link = this.mail.link(`/receipts/${paymentId}`);
        await this.mail.send(found.email, receiptMail(found.receipt, link, found.timeZone), {
          messageKey: `receipt-${paymentId}`,
        });
      }
      // A deleted account gets nothing; its receipt counts as settled.
      await this.payments.update({ id: paymentId }, { receiptSentAt: this.clock.now(), receiptClaimedUntil: null });
      return found !== null;
    } catch (error) {
      this.logger.error(`Receipt of payment ${paymentId} not sent (retried later): ${(error as Error).message}`);
      await this.payments.update({ id: paymentId }, { receiptClaimedUntil: null }).catch(() => undefined);
      return false;
    }
  }

  /** The receipts owed from the last day whose send failed or was cut short. */
  async retryUnsent(): Promise<number> {
    const now = this.clock.now().getTime();
    const owed = await this.payments.find({
      select: { id: true },
      where: {
        activatedAt: MoreThan(new Date(now - RETRY_WINDOW_MS)),
        receiptSentAt: IsNull(),
      },
      order: { id: 'ASC' },
      take: 100,
    });
    let sent = 0;
    for (const { id } of owed) if (await this.deliver(id)) sent += 1;
    return sent;
  }

  private async claim(paymentId: number): Promise<boolean> {
    const now = this.clock.now();
    const result = await this.payments
      .createQueryBuilder()
      .update(Payment)
      .set({ receiptClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where({ id: paymentId, activatedAt: Not(IsNull()), receiptSentAt: IsNull() })
      .andWhere(
        new Brackets((free) =>
          free.where({ receiptClaimedUntil: IsNull() }).orWhere({ receiptClaimedUntil: LessThan(now) }),
        ),
      )
      .execute();
    return result.affected === 1;
  }

  /** Resolves once every receipt sent in the background so far has gone out or failed. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { PLAN_TYPES, type PlanType } from '../plans/plan.entity.js';
import { PlansService } from '../plans/plans.service.js';
import { CHECKOUT_KINDS, type CheckoutKind } from '../subscriptions/plan-change-rules.js';
import { BILLING_CYCLES, type BillingCycle } from '../subscriptions/subscription.entity.js';
import { User } from '../users/user.entity.js';
import { UserSettings } from '../users/user-settings.entity.js';
import { Payment } from './payment.entity.js';

/** A receipt for one confirmed payment: what was bought, for which time, what it cost and how it was paid. */
export class ReceiptDto {
  @ApiProperty({ description: 'The receipt number: our payment id.' })
  id!: number;

  @ApiProperty({ enum: PLAN_TYPES, enumName: 'PlanType' })
  plan!: PlanType;

  @ApiProperty({ example: 'Enterprise' })
  planName!: string;

  @ApiProperty({ enum: BILLING_CYCLES, enumName: 'BillingCycle' })
  billingCycle!: BillingCycle;

  @ApiProperty({ enum: CHECKOUT_KINDS, enumName: 'CheckoutKind', nullable: true })
  kind!: CheckoutKind | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Null on payments made before periods were recorded.',
  })
  periodStart!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  periodEnd!: string | null;

  @ApiProperty({ description: "The plan's price for the cycle.", example: 79 })
  listPrice!: number;

  @ApiProperty({ description: 'Unused time credited (upgrades).', example: 20.12 })
  credit!: number;

  @ApiProperty({ description: 'What was charged.', example: 58.88 })
  total!: number;

  @ApiProperty({ example: 'USD' })
  currency!: string;

  @ApiProperty({ example: 'btc' })
  payCurrency!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The coin amount paid (what arrived, else what was asked).',
  })
  payAmount!: string | null;

  @ApiProperty({ example: 'nowpayments' })
  provider!: string;

  @ApiProperty({ description: "The payment provider's reference." })
  providerReference!: string;

  @ApiProperty({ format: 'date-time', description: 'When the checkout opened.' })
  issuedAt!: string;

  @ApiProperty({ format: 'date-time', description: 'When the payment was confirmed.' })
  paidAt!: string;

  @ApiProperty()
  customerEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  customerName!: string | null;
}

/** The receipt and where its e-mail goes. */
export interface ReceiptForMail {
  receipt: ReceiptDto;
  email: string;
  timeZone: string | null;
}

@Injectable()
export class ReceiptsService {
  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserSettings) private readonly settings: Repository<UserSettings>,
    private readonly plans: PlansService,
  ) {}

  /** The owner's receipt; another trader's payment, or one not confirmed, is "not found". */
  async get(userId: number, paymentId: number): Promise<ReceiptDto> {
    const payment = await this.payments.findOneBy({ id: paymentId, userId, activatedAt: Not(IsNull()) });
    if (!payment) throw new NotFoundException('Receipt not found');
    return this.toDto(payment, await this.users.findOneByOrFail({ id: userId }));
  }

  async forMail(paymentId: number): Promise<ReceiptForMail | null> {
    const payment = await this.payments.findOneBy({ id: paymentId, activatedAt: Not(IsNull()) });
    const user = payment && (await this.users.findOneBy({ id: payment.userId }));
    if (!payment || !user || user.deletedAt) return null;
    const settings = await this.settings.findOneBy({ userId: user.id });
    return { receipt: await this.toDto(payment, user), email: user.email, timeZone: settings?.timeZone ?? null };
  }

  private async toDto(payment: Payment, user: User): Promise<ReceiptDto> {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return {
      id: payment.id,
      plan: payment.planType,
      planName: (await this.plans.findByType(payment.planType))?.name ?? payment.planType,
      billingCycle: payment.billingCycle,
      kind: payment.kind,
      periodStart: payment.periodStart?.toISOString() ?? null,
      periodEnd: payment.periodEnd?.toISOString() ?? null,
      listPrice: Number(payment.listPrice ?? payment.priceAmount),
      credit: Number(payment.creditAmount ?? 0),
      total: Number(payment.priceAmount),
      currency: payment.priceCurrency,
      payCurrency: payment.payCurrency,
      payAmount: payment.actuallyPaid ?? payment.payAmount,
      provider: payment.provider,
      providerReference: payment.providerPaymentId ?? String(payment.id),
      issuedAt: payment.createdAt.toISOString(),
      paidAt: (payment.confirmedAt ?? payment.activatedAt!).toISOString(),
      customerEmail: user.email,
      customerName: name || null,
    };
  }
}

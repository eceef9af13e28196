import { ApiProperty } from '@nestjs/swagger';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { inBatches } from '../common/csv.js';
import { contentRange, type ListQuery, type ListRules } from '../common/list-query.js';
import { nameOf, planNames } from '../plans/plan-names.js';
import { emailForStaff, User } from '../users/user.entity.js';
import { Payment } from './payment.entity.js';

export class AdminPaymentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  userId!: number;

  @ApiProperty()
  userEmail!: string;

  @ApiProperty({ description: 'The plan code (BASIC, PRO, …).' })
  plan!: string;

  @ApiProperty({ type: String, nullable: true, description: "That plan's name, from the plan record." })
  planName!: string | null;

  @ApiProperty()
  billingCycle!: string;

  @ApiProperty()
  amount!: number;

  @ApiProperty()
  currency!: string;

  @ApiProperty({ type: String, nullable: true })
  payAmount!: string | null;

  @ApiProperty()
  payCurrency!: string;

  @ApiProperty({ type: String, nullable: true })
  actuallyPaid!: string | null;

  @ApiProperty()
  status!: string;

  @ApiProperty()
  provider!: string;

  @ApiProperty({ type: String, nullable: true })
  providerPaymentId!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a newer checkout of the same user replaced this one.',
  })
  supersededAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the trader cancelled it.' })
  cancelledAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When money arrived for an account deleted meanwhile: it bought nothing, and is to be refunded.',
  })
  refundDueAt!: string | null;
}

export const PAYMENT_LIST_RULES: ListRules = {
  sortable: ['id', 'createdAt', 'status', 'priceAmount', 'confirmedAt'],
  filterable: ['status', 'createdAt_gte', 'createdAt_lte', 'q', 'userId', 'plan'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

function parseDate(name: string, value: unknown): Date {
  const date = new Date(String(value));
  if (typeof value !== 'string' || Number.isNaN(date.getTime()))
    throw new BadRequestException(`${name} must be a date such as 2026-11-01`);
  return date;
}

type WithOwner = Payment & { owner?: User | null };

/** Payments for billing and support: read-only. */
@Injectable()
export class PaymentsAdminService {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  async list(query: ListQuery): Promise<{ items: AdminPaymentDto[]; contentRange: string }> {
    const [rows, total] = await this.filtered(query).skip(query.range.skip).take(query.range.take).getManyAndCount();
    const names = await planNames(this.payments.manager);
    return {
      items: rows.map((row) => toAdminPaymentDto(row, names)),
      contentRange: contentRange('payments', query.range, rows.length, total),
    };
  }

  /** Every payment the list's filters select, in its order, for the CSV export. */
  exportRows(query: ListQuery): AsyncGenerator<AdminPaymentDto> {
    return inBatches(async (skip, take) => {
      const rows = await this.filtered(query).skip(skip).take(take).getMany();
      const names = await planNames(this.payments.manager);
      return rows.map((row) => toAdminPaymentDto(row, names));
    });
  }

  private filtered(query: ListQuery) {
    const builder = this.withOwner();
    const { status, createdAt_gte: from, createdAt_lte: to, q, userId, plan } = query.filter;
    if (typeof status === 'string') builder.andWhere('payment.status = :status', { status });
    if (typeof plan === 'string') builder.andWhere('payment.planType = :plan', { plan });
    if (typeof userId === 'number') builder.andWhere('payment.userId = :userId', { userId });
    if (from !== undefined) builder.andWhere('payment.createdAt >= :from', { from: parseDate('createdAt_gte', from) });
    if (to !== undefined) {
      // A date alone means the whole of that day.
      const end = parseDate('createdAt_lte', to);
      if (/^\d{4}-\d{2}-\d{2}$/.test(String(to))) end.setUTCHours(23, 59, 59, 999);
      builder.andWhere('payment.createdAt <= :to', { to: end });
    }
    if (typeof q === 'string' && q.trim())
      builder.andWhere('LOWER(owner.email) LIKE :q', { q: `%${q.trim().toLowerCase()}%` });
    return builder.orderBy(`payment.${query.sort.field}`, query.sort.order).addOrderBy('payment.id', 'DESC');
  }

  async get(id: number): Promise<AdminPaymentDto> {
    const payment = await this.withOwner().where('payment.id = :id', { id }).getOne();
    if (!payment) throw new NotFoundException('Payment not found');
    return toAdminPaymentDto(payment, await planNames(this.payments.manager));
  }

  private withOwner() {
    return this.payments
      .createQueryBuilder('payment')
      .leftJoinAndMapOne('payment.owner', User, 'owner', 'owner.id = payment.userId');
  }
}

function toAdminPaymentDto(payment: WithOwner, names: ReadonlyMap<string, string>): AdminPaymentDto {
  return {
    id: payment.id,
    userId: payment.userId,
    userEmail: payment.owner ? emailForStaff(payment.owner) : '',
    plan: payment.planType,
    planName: nameOf(names, payment.planType),
    billingCycle: payment.billingCycle,
    amount: Number(payment.priceAmount),
    currency: payment.priceCurrency,
    payAmount: payment.payAmount,
    payCurrency: payment.payCurrency,
    actuallyPaid: payment.actuallyPaid,
    status: payment.status,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    createdAt: payment.createdAt.toISOString(),
    confirmedAt: payment.confirmedAt?.toISOString() ?? null,
    supersededAt: payment.supersededAt?.toISOString() ?? null,
    cancelledAt: payment.cancelledAt?.toISOString() ?? null,
    refundDueAt: payment.refundDueAt?.toISOString() ?? null,
  };
}

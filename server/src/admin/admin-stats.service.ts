import { ApiProperty } from '@nestjs/swagger';
import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, MoreThan, Not } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { Payment } from '../payments/payment.entity.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { User } from '../users/user.entity.js';

export const REVENUE_REFUSAL = 'Revenue figures are for admins only';

/** The counts on the dashboard, for admins and support. */
export class AdminStatsDto {
  @ApiProperty()
  users!: number;

  @ApiProperty()
  activeSubscriptions!: number;

  @ApiProperty({ description: 'Payments waiting, confirming or partly paid.' })
  paymentsWaiting!: number;
}

/** The money on the dashboard, for admins only. */
export class AdminRevenueDto {
  @ApiProperty({ description: 'Revenue of payments activated this calendar month (UTC).' })
  revenueThisMonth!: number;

  @ApiProperty({ enum: ['USD'] })
  revenueCurrency!: 'USD';
}

/** The figures on the admin dashboard. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async stats(): Promise<AdminStatsDto> {
    const now = this.clock.now();
    const [users, activeSubscriptions, paymentsWaiting] = await Promise.all([
      this.dataSource.getRepository(User).count(),
      this.dataSource
        .getRepository(Subscription)
        .countBy({ status: In(['ACTIVE', 'CANCELLED']), expiresAt: MoreThan(now) }),
      this.dataSource.getRepository(Payment).countBy({ status: In(['waiting', 'confirming', 'partially_paid']) }),
    ]);
    return { users, activeSubscriptions, paymentsWaiting };
  }

  async revenue(): Promise<AdminRevenueDto> {
    const now = this.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const revenue = await this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('payment')
      .select('SUM(payment.priceAmount)', 'total')
      .where({ activatedAt: Not(IsNull()) })
      .andWhere('payment.activatedAt >= :monthStart', { monthStart })
      .getRawOne<{ total: string | number | null }>();
    return { revenueThisMonth: Math.round(Number(revenue?.total ?? 0) * 100) / 100, revenueCurrency: 'USD' };
  }
}

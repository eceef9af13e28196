import { ApiProperty } from '@nestjs/swagger';
import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, MoreThan, Not } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { Payment } from '../payments/payment.entity.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { User } from '../users/user.entity.js';

export class AdminStatsDto {
  @ApiProperty()
  users!: number;

  @ApiProperty()
  activeSubscriptions!: number;

  @ApiProperty({ description: 'Revenue of payments activated this calendar month (UTC).' })
  revenueThisMonth!: number;

  @ApiProperty({ enum: ['USD'] })
  revenueCurrency!: 'USD';

  @ApiProperty({ description: 'Payments waiting, confirming or partly paid.' })
  paymentsWaiting!: number;
}

/** The counts on the admin dashboard. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async stats(): Promise<AdminStatsDto> {
    const now = this.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [users, activeSubscriptions, paymentsWaiting, revenue] = await Promise.all([
      this.dataSource.getRepository(User).count(),
      this.dataSource
        .getRepository(Subscription)
        .countBy({ status: In(['ACTIVE', 'CANCELLED']), expiresAt: MoreThan(now) }),
      this.dataSource.getRepository(Payment).countBy({ status: In(['waiting', 'confirming', 'partially_paid']) }),
      this.dataSource
        .getRepository(Payment)
        .createQueryBuilder('payment')
        .select('SUM(payment.priceAmount)', 'total')
        .where({ activatedAt: Not(IsNull()) })
        .andWhere('payment.activatedAt >= :monthStart', { monthStart })
        .getRawOne<{ total: string | number | null }>(),
    ]);
    return {
      users,
      activeSubscriptions,
      paymentsWaiting,
      revenueThisMonth: Math.round(Number(revenue?.total ?? 0) * 100) / 100,
      revenueCurrency: 'USD',
    };
  }
}

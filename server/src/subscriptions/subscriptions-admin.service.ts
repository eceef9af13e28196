import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/current-user.decorator.js';
import { Clock, DAY_MS } from '../clock/clock.js';
import { contentRange, type ListQuery, type ListRules } from '../common/list-query.js';
import { User } from '../users/user.entity.js';
import { Subscription } from './subscription.entity.js';
import { daysRemaining, effectiveStatus, hasAccess } from './subscription-rules.js';

export interface AdminSubscriptionDto {
  id: number;
  userId: number;
  userEmail: string;
  plan: string;
  status: string;
  isActive: boolean;
  billingCycle: string | null;
  startedAt: string | null;
  expiresAt: string | null;
  daysRemaining: number;
  amountPaid: number | null;
  currencyPaid: string | null;
}

export const SUBSCRIPTION_LIST_RULES: ListRules = {
  sortable: ['id', 'expiresAt', 'status', 'planType', 'createdAt'],
  filterable: ['status', 'plan', 'q', 'userId'],
  defaultSort: { field: 'expiresAt', order: 'ASC' },
};

type WithUser = Subscription & { owner?: User | null };

@Injectable()
export class SubscriptionsAdminService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(query: ListQuery): Promise<{ items: AdminSubscriptionDto[]; contentRange: string }> {
    const builder = this.withOwner();
    const { status, plan, q, userId } = query.filter;
    if (typeof status === 'string') builder.andWhere('subscription.status = :status', { status });
    if (typeof plan === 'string') builder.andWhere('subscription.planType = :plan', { plan });
    if (typeof userId === 'number') builder.andWhere('subscription.userId = :userId', { userId });
    if (typeof q === 'string' && q.trim())
      builder.andWhere('LOWER(owner.email) LIKE :q', { q: `%${q.trim().toLowerCase()}%` });
    builder
      .orderBy(`subscription.${query.sort.field}`, query.sort.order)
      .addOrderBy('subscription.id', 'DESC')
      .skip(query.range.skip)
      .take(query.range.take);
    const [rows, total] = await builder.getManyAndCount();
    return {
      items: rows.map((row) => this.toDto(row)),
      contentRange: contentRange('subscriptions', query.range, rows.length, total),
    };
  }

  async get(id: number): Promise<AdminSubscriptionDto> {
    return this.toDto(await this.load(id));
  }

  /** Adds days to a running subscription, or grants that many days from now to a lapsed one. */
  async extend(actor: AuthUser, id: number, days: number): Promise<AdminSubscriptionDto> {
    const subscription = await this.load(id);
    const now = this.clock.now();
    const before = { status: subscription.status, expiresAt: subscription.expiresAt?.toISOString() ?? null };
    if (hasAccess(subscription, now)) {
      subscription.expiresAt = new Date(subscription.expiresAt!.getTime() + days * DAY_MS);
    } else {
      Object.assign(subscription, {
        status: 'ACTIVE',
        startedAt: now,
        cancelledAt: null,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
      });
    }
    await this.subscriptions.manager.transaction(async (manager) => {
      await manager.getRepository(Subscription).save(subscription);
      await this.audit.record(
        actor,
        'subscription.extend',
        { type: 'subscription', id },
        { days, before, after: { status: subscription.status, expiresAt: subscription.expiresAt!.toISOString() } },
        manager,
      );
    });
    return this.get(id);
  }

  /** Stops renewal; the trader keeps access to the end of the paid period. */
  async cancel(actor: AuthUser, id: number): Promise<AdminSubscriptionDto> {
    const subscription = await this.load(id);
    if (subscription.status !== 'ACTIVE' || !hasAccess(subscription, this.clock.now()))
      throw new ConflictException('Only an active subscription can be cancelled');
    subscription.status = 'CANCELLED';
    subscription.cancelledAt = this.clock.now();
    await this.subscriptions.manager.transaction(async (manager) => {
      await manager.getRepository(Subscription).save(subscription);
      await this.audit.record(
        actor,
        'subscription.cancel',
        { type: 'subscription', id },
        { expiresAt: subscription.expiresAt?.toISOString() ?? null },
        manager,
      );
    });
    return this.get(id);
  }

  private withOwner() {
    return this.subscriptions
      .createQueryBuilder('subscription')
      .leftJoinAndMapOne('subscription.owner', User, 'owner', 'owner.id = subscription.userId');
  }

  private async load(id: number): Promise<WithUser> {
    const subscription = await this.withOwner().where('subscription.id = :id', { id }).getOne();
    if (!subscription) throw new NotFoundException('Subscription not found');
    return subscription;
  }

  private toDto(subscription: WithUser): AdminSubscriptionDto {
    const now = this.clock.now();
    return {
      id: subscription.id,
      userId: subscription.userId,
      userEmail: subscription.owner?.email ?? '',
      plan: subscription.planType,
      status: effectiveStatus(subscription, now),
      isActive: hasAccess(subscription, now),
      billingCycle: subscription.billingCycle,
      startedAt: subscription.startedAt?.toISOString() ?? null,
      expiresAt: subscription.expiresAt?.toISOString() ?? null,
      daysRemaining: daysRemaining(subscription.expiresAt, now),
      amountPaid: subscription.amountPaid === null ? null : Number(subscription.amountPaid),
      currencyPaid: subscription.currencyPaid,
    };
  }
}

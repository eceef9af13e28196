import { ApiProperty } from '@nestjs/swagger';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../access/current-user.decorator.js';
import { Clock, DAY_MS } from '../clock/clock.js';
import { inBatches } from '../common/csv.js';
import { UserLockService } from '../database/user-lock.service.js';
import { contentRange, type ListQuery, type ListRules } from '../common/list-query.js';
import { nameOf, planNames } from '../plans/plan-names.js';
import { User } from '../users/user.entity.js';
import { Subscription } from './subscription.entity.js';
import { applyDueChange, clearScheduledChange, isPaidAhead, scheduledChange } from './plan-change-rules.js';
import { SubscriptionHistory } from './subscription-history.js';
import { daysRemaining, effectiveStatus } from './subscription-rules.js';
import { subscriptionActive } from '../access/access-policy.js';

export class AdminSubscriptionDto {
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
  status!: string;

  @ApiProperty()
  isActive!: boolean;

  @ApiProperty({ type: String, nullable: true })
  billingCycle!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt!: string | null;

  @ApiProperty()
  daysRemaining!: number;

  @ApiProperty({ type: Number, nullable: true })
  amountPaid!: number | null;

  @ApiProperty({ type: String, nullable: true })
  currencyPaid!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The plan that takes over at scheduledAt.' })
  scheduledPlan!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The scheduled plan's name." })
  scheduledPlanName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  scheduledBillingCycle!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  scheduledAt!: string | null;

  @ApiProperty({ description: 'True when the first period on the scheduled plan is already paid for.' })
  scheduledChangePaid!: boolean;
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
    private readonly userLock: UserLockService,
    private readonly history: SubscriptionHistory,
  ) {}

  async list(query: ListQuery): Promise<{ items: AdminSubscriptionDto[]; contentRange: string }> {
    const [rows, total] = await this.filtered(query).skip(query.range.skip).take(query.range.take).getManyAndCount();
    const names = await planNames(this.subscriptions.manager);
    return {
      items: rows.map((row) => this.toDto(row, names)),
      contentRange: contentRange('subscriptions', query.range, rows.length, total),
    };
  }

  /** Every subscription the list's filters select, in its order, for the CSV export. */
  exportRows(query: ListQuery): AsyncGenerator<AdminSubscriptionDto> {
    return inBatches(async (skip, take) => {
      const rows = await this.filtered(query).skip(skip).take(take).getMany();
      const names = await planNames(this.subscriptions.manager);
      return rows.map((row) => this.toDto(row, names));
    });
  }

  private filtered(query: ListQuery) {
    const builder = this.withOwner();
    const { status, plan, q, userId } = query.filter;
    if (typeof status === 'string') builder.andWhere('subscription.status = :status', { status });
    if (typeof plan === 'string') builder.andWhere('subscription.planType = :plan', { plan });
    if (typeof userId === 'number') builder.andWhere('subscription.userId = :userId', { userId });
    if (typeof q === 'string' && q.trim())
      builder.andWhere('LOWER(owner.email) LIKE :q', { q: `%${q.trim().toLowerCase()}%` });
    return builder.orderBy(`subscription.${query.sort.field}`, query.sort.order).addOrderBy('subscription.id', 'DESC');
  }

  async get(id: number): Promise<AdminSubscriptionDto> {
    return this.toDto(await this.load(id), await planNames(this.subscriptions.manager));
  }

  /**
   * Adds days to a running subscription, or grants that many days from now to a lapsed one. Under
   * the trader's lock, like every other change to the subscription.
   */
  async extend(actor: AuthUser, id: number, days: number): Promise<AdminSubscriptionDto> {
    const { userId } = await this.load(id);
    await this.userLock.run(userId, async (manager) => {
      const subscription = await manager.getRepository(Subscription).findOneByOrFail({ id });
      const now = this.clock.now();
      const before = { status: subscription.status, expiresAt: subscription.expiresAt?.toISOString() ?? null };
      await this.history.applyDueChange(manager, subscription, now);
      if (subscriptionActive(subscription, now)) {
        // A change waiting for the period's end (not paid ahead) moves with the end.
        const moveChange = scheduledChange(subscription) !== null && !isPaidAhead(subscription);
        subscription.expiresAt = new Date(subscription.expiresAt!.getTime() + days * DAY_MS);
        if (moveChange) subscription.scheduledAt = subscription.expiresAt;
      } else {
        Object.assign(subscription, {
          status: 'ACTIVE',
          startedAt: now,
          cancelledAt: null,
          expiresAt: new Date(now.getTime() + days * DAY_MS),
        });
        clearScheduledChange(subscription);
      }
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
    const { userId } = await this.load(id);
    await this.userLock.run(userId, async (manager) => {
      const subscription = await manager.getRepository(Subscription).findOneByOrFail({ id });
      const now = this.clock.now();
      if (subscription.status !== 'ACTIVE' || !subscriptionActive(subscription, now))
        throw new ConflictException('Only an active subscription can be cancelled');
      await this.history.applyDueChange(manager, subscription, now);
      // Nothing renews, so a change waiting for the period's end goes too, unless it is paid for.
      if (!isPaidAhead(subscription)) clearScheduledChange(subscription);
      subscription.status = 'CANCELLED';
      subscription.cancelledAt = now;
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

  private toDto(subscription: WithUser, names: ReadonlyMap<string, string>): AdminSubscriptionDto {
    const now = this.clock.now();
    applyDueChange(subscription, now);
    const change = subscriptionActive(subscription, now) ? scheduledChange(subscription) : null;
    return {
      id: subscription.id,
      userId: subscription.userId,
      userEmail: subscription.owner?.email ?? '',
      plan: subscription.planType,
      planName: nameOf(names, subscription.planType),
      status: effectiveStatus(subscription, now),
      isActive: subscriptionActive(subscription, now),
      billingCycle: subscription.billingCycle,
      startedAt: subscription.startedAt?.toISOString() ?? null,
      expiresAt: subscription.expiresAt?.toISOString() ?? null,
      daysRemaining: daysRemaining(subscription.expiresAt, now),
      amountPaid: subscription.amountPaid === null ? null : Number(subscription.amountPaid),
      currencyPaid: subscription.currencyPaid,
      scheduledPlan: change?.planType ?? null,
      scheduledPlanName: nameOf(names, change?.planType),
      scheduledBillingCycle: change ? (change.billingCycle ?? subscription.billingCycle) : null,
      scheduledAt: change?.at.toISOString() ?? null,
      scheduledChangePaid: change?.paid ?? false,
    };
  }
}

import { ConflictException, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuditService, changes } from '../audit/audit.service.js';
import type { AuthUser } from '../access/current-user.decorator.js';
import { contentRange, type ListQuery, type ListRules } from '../common/list-query.js';
import { isUniqueViolation } from '../common/unique-violation.js';
import { toMoney } from '../database/columns.js';
import { withDatabaseLock } from '../database/database-lock.js';
import { DEFAULT_PLANS } from './default-plans.js';
import type { PlanFieldsDto, PostPlanDto, SavePlanDto } from './dto/save-plan.dto.js';
import {
  toAdminPlanDto,
  toDefaultPlanDto,
  toPublicPlanDto,
  type AdminPlanDto,
  type DefaultPlanDto,
  type PublicPlanDto,
} from './plan.dto.js';
import { Plan, type PlanType } from './plan.entity.js';

export const PLAN_LIST_RULES: ListRules = {
  sortable: [
    'id',
    'planType',
    'name',
    'monthlyPrice',
    'yearlyPrice',
    'accountLimit',
    'signalDelayMinutes',
    'displayOrder',
    'isActive',
    'isPopular',
  ],
  filterable: ['isActive', 'planType', 'q'],
  defaultSort: { field: 'displayOrder', order: 'ASC' },
};

@Injectable()
export class PlansService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlansService.name);

  constructor(
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * A fresh database gets the default plans; an existing one is left as its admins made it.
   * Under the start-up lock, and insert-if-absent by plan type, so replicas starting together
   * seed one copy.
   */
  async onApplicationBootstrap(): Promise<void> {
    const seeded = await withDatabaseLock(this.dataSource, 'seed', async () => {
      if ((await this.plans.count()) > 0) return false;
      const now = new Date();
      for (const plan of DEFAULT_PLANS) {
        await this.plans
          .createQueryBuilder()
          .insert()
          .values({ ...plan, createdAt: now, updatedAt: now })
          .orIgnore()
          .execute();
      }
      return true;
    });
    if (seeded) this.logger.log('Seeded the default plans');
  }

  async listPublic(): Promise<PublicPlanDto[]> {
    const plans = await this.plans.find({ where: { isActive: true }, order: { displayOrder: 'ASC', id: 'ASC' } });
    return plans.map(toPublicPlanDto);
  }

  async listAdmin(query: ListQuery): Promise<{ items: AdminPlanDto[]; contentRange: string }> {
    const builder = this.plans.createQueryBuilder('plan');
    const { isActive, planType, q } = query.filter;
    if (typeof isActive === 'boolean') builder.andWhere('plan.isActive = :isActive', { isActive });
    if (typeof planType === 'string') builder.andWhere('plan.planType = :planType', { planType });
    if (typeof q === 'string' && q.trim())
      builder.andWhere('LOWER(plan.name) LIKE :q', { q: `%${q.trim().toLowerCase()}%` });
    builder
      .orderBy(`plan.${query.sort.field}`, query.sort.order)
      .addOrderBy('plan.id', 'ASC')
      .skip(query.range.skip)
      .take(query.range.take);
    const [plans, total] = await builder.getManyAndCount();
    return { items: plans.map(toAdminPlanDto), contentRange: contentRange('plans', query.range, plans.length, total) };
  }

  async get(id: number): Promise<AdminPlanDto> {
    return toAdminPlanDto(await this.getEntity(id));
  }

  /**
   * Creates the plan of a type that has none yet (POST /api/admin/plans). A type that already has
   * a plan is refused, so a new plan never silently replaces a live one: that plan is edited instead.
   */
  /**
   * POST /api/admin/plans, as the spec's client sends it: the full admin plan object. Its `id`, or
   * else its `planType` when that type has a plan, names the plan to update (audited as the PUT
   * is); otherwise the plan is created. Two admins creating one type at once: the unique index
   * lets one insert, and the other updates what it wrote.
   */
  async post(actor: AuthUser, { id, ...input }: PostPlanDto): Promise<AdminPlanDto> {
    if (id !== undefined) {
      const plan = await this.getEntity(id);
      if (plan.planType !== input.planType)
        throw new ConflictException(
          `Plan ${id} is the ${plan.planType} plan: a plan's type cannot change. Send planType ${plan.planType}, or no id to create a ${input.planType} plan.`,
        );
      return this.write(actor, plan, input);
    }
    const existing = await this.plans.findOneBy({ planType: input.planType });
    if (existing) return this.write(actor, existing, input);
    try {
      return await this.write(actor, this.plans.create({ planType: input.planType }), input);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.write(actor, await this.plans.findOneByOrFail({ planType: input.planType }), input);
    }
  }

  /** react-admin's update: the record in the path; its planType cannot change. */
  async update(actor: AuthUser, id: number, input: SavePlanDto): Promise<AdminPlanDto> {
    const plan = await this.getEntity(id);
    return this.write(actor, plan, { ...input, planType: plan.planType });
  }

  /** What "Reset to Defaults" restores, so the portal can name the edits a reset would undo. */
  defaults(): DefaultPlanDto[] {
    return DEFAULT_PLANS.map(toDefaultPlanDto);
  }

  /** Restores every default plan to its default values; the audit log keeps what each reset undid. */
  async resetToDefaults(actor: AuthUser): Promise<AdminPlanDto[]> {
    const undone = new Map<number, Record<string, unknown>>();
    for (const defaults of DEFAULT_PLANS) {
      const found = await this.plans.findOneBy({ planType: defaults.planType });
      const before: Partial<AdminPlanDto> = found ? toAdminPlanDto(found) : {};
      const saved = await this.plans.save(
        Object.assign(found ?? this.plans.create({ planType: defaults.planType }), defaults),
      );
      const { id: _id, ...after } = toAdminPlanDto(saved);
      undone.set(saved.id, changes(before, after));
    }
    const plans = await this.plans.find({ order: { displayOrder: 'ASC', id: 'ASC' } });
    for (const plan of plans)
      await this.audit.record(actor, 'plan.reset', { type: 'plan', id: plan.id }, undone.get(plan.id) ?? {});
    return plans.map(toAdminPlanDto);
  }

  /** The plan behind a plan type, for prices and account limits. */
  findByType(planType: PlanType): Promise<Plan | null> {
    return this.plans.findOneBy({ planType });
  }

  private async getEntity(id: number): Promise<Plan> {
    const plan = await this.plans.findOneBy({ id });
    if (!plan) throw new NotFoundException('Plan not found');
    return plan;
  }

  private async write(actor: AuthUser, plan: Plan, input: PlanFieldsDto): Promise<AdminPlanDto> {
    const before = plan.id ? toAdminPlanDto(plan) : null;
    const { id: _id, ...after } = toAdminPlanDto(this.apply(plan, input));
    const diff = changes(before ?? {}, after);
    // A record sent back as it was read (react-admin saves the whole form) changes nothing and is not audited.
    if (before && Object.keys(diff).length === 0) return before;
    const saved = await this.plans.manager.transaction(async (manager) => {
      const stored = await manager.getRepository(Plan).save(plan);
      await this.audit.record(
        actor,
        before ? 'plan.update' : 'plan.create',
        { type: 'plan', id: stored.id },
        diff,
        manager,
      );
      return stored;
    });
    return toAdminPlanDto(saved);
  }

  private apply(plan: Plan, input: PlanFieldsDto): Plan {
    return Object.assign(plan, {
      name: input.name,
      description: input.description,
      monthlyPrice: toMoney(input.monthlyPrice),
      yearlyPrice: toMoney(input.yearlyPrice),
      accountLimit: input.accountLimit,
      signalDelayMinutes: input.signalDelayMinutes ?? plan.signalDelayMinutes ?? 0,
      features: input.features,
      isActive: input.isActive,
      displayOrder: input.displayOrder,
      isPopular: input.isPopular,
    });
  }
}

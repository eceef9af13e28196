import { ApiProperty } from '@nestjs/swagger';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService, changes } from '../audit/audit.service.js';
import type { AuthUser } from '../access/current-user.decorator.js';
import { Clock } from '../clock/clock.js';
import { inBatches } from '../common/csv.js';
import { contentRange, type ListQuery, type ListRules } from '../common/list-query.js';
import { nameOf, planNames } from '../plans/plan-names.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import type { AdminUpdateUserDto } from './dto/admin-update-user.dto.js';
import { emailForStaff, ROLES, User } from './user.entity.js';

export class AdminUserDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role!: User['role'];

  @ApiProperty({ type: String, nullable: true })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName!: string | null;

  @ApiProperty()
  disabled!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, nullable: true, description: "The subscription's plan code (BASIC, PRO, …)." })
  plan!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "That plan's name, from the plan record." })
  planName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  subscriptionStatus!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt!: string | null;
}

type WithSubscription = User & { subscription?: Subscription | null };

export const USER_LIST_RULES: ListRules = {
  sortable: ['id', 'email', 'role', 'createdAt', 'lastName'],
  filterable: ['q', 'role', 'subscriptionStatus', 'disabled', 'id'],
  filterableAsList: ['id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

/** Users as the admin portal sees them, with their subscription. Support reads; admins write. */
@Injectable()
export class UsersAdminService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(query: ListQuery): Promise<{ items: AdminUserDto[]; contentRange: string }> {
    const [users, total] = await this.filtered(query).skip(query.range.skip).take(query.range.take).getManyAndCount();
    const names = await planNames(this.users.manager);
    return {
      items: users.map((user) => this.toDto(user, names)),
      contentRange: contentRange('users', query.range, users.length, total),
    };
  }

  /** Every user the list's filters select, in its order, for the CSV export. */
  exportRows(query: ListQuery): AsyncGenerator<AdminUserDto> {
    return inBatches(async (skip, take) => {
      const users = await this.filtered(query).skip(skip).take(take).getMany();
      const names = await planNames(this.users.manager);
      return users.map((user) => this.toDto(user, names));
    });
  }

  private filtered(query: ListQuery) {
    const builder = this.users
      .createQueryBuilder('user')
      .leftJoinAndMapOne('user.subscription', Subscription, 'subscription', 'subscription.userId = user.id');
    const { q, role, subscriptionStatus, disabled, id } = query.filter;
    if (typeof q === 'string' && q.trim())
      builder.andWhere('LOWER(user.email) LIKE :q', { q: `%${q.trim().toLowerCase()}%` });
    if (typeof role === 'string') builder.andWhere('user.role = :role', { role });
    if (subscriptionStatus === 'NONE') builder.andWhere('subscription.id IS NULL');
    else if (typeof subscriptionStatus === 'string')
      builder.andWhere('subscription.status = :subscriptionStatus', { subscriptionStatus });
    if (disabled === true) builder.andWhere('user.disabledAt IS NOT NULL');
    if (disabled === false) builder.andWhere('user.disabledAt IS NULL');
    if (Array.isArray(id)) builder.andWhere('user.id IN (:...ids)', { ids: id.length ? id : [0] });
    return builder.orderBy(`user.${query.sort.field}`, query.sort.order).addOrderBy('user.id', 'DESC');
  }

  async get(id: number): Promise<AdminUserDto> {
    return this.toDto(await this.load(id), await planNames(this.users.manager));
  }

  async update(actor: AuthUser, id: number, input: AdminUpdateUserDto): Promise<AdminUserDto> {
    const user = await this.load(id);
    if (user.id === actor.id && ((input.role !== undefined && input.role !== 'admin') || input.disabled === true)) {
      throw new BadRequestException('You cannot remove your own admin role or disable your own account');
    }
    const before = {
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      disabled: user.disabledAt !== null,
    };
    const after = {
      firstName: input.firstName === undefined ? undefined : input.firstName || null,
      lastName: input.lastName === undefined ? undefined : input.lastName || null,
      role: input.role,
      disabled: input.disabled,
    };
    const diff = changes(before, after);
    if (Object.keys(diff).length === 0) return this.get(id);

    await this.users.manager.transaction(async (manager) => {
      if (after.firstName !== undefined) user.firstName = after.firstName;
      if (after.lastName !== undefined) user.lastName = after.lastName;
      if (after.role !== undefined) user.role = after.role;
      if (after.disabled !== undefined) user.disabledAt = after.disabled ? (user.disabledAt ?? this.clock.now()) : null;
      await manager.getRepository(User).save(user);
      await this.audit.record(actor, 'user.update', { type: 'user', id: user.id }, diff, manager);
    });
    return this.get(id);
  }

  private async load(id: number): Promise<User & { subscription?: Subscription | null }> {
    const user = await this.users
      .createQueryBuilder('user')
      .leftJoinAndMapOne('user.subscription', Subscription, 'subscription', 'subscription.userId = user.id')
      .where('user.id = :id', { id })
      .getOne();
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  private toDto(user: WithSubscription, names: ReadonlyMap<string, string>): AdminUserDto {
    return {
      id: user.id,
      email: emailForStaff(user),
      phone: user.phone,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      disabled: user.disabledAt !== null,
      createdAt: user.createdAt.toISOString(),
      plan: user.subscription?.planType ?? null,
      planName: nameOf(names, user.subscription?.planType),
      subscriptionStatus: user.subscription?.status ?? null,
      expiresAt: user.subscription?.expiresAt?.toISOString() ?? null,
    };
  }
}

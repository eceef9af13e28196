import { ApiProperty } from '@nestjs/swagger';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { AuthUser } from '../access/current-user.decorator.js';
import { contentRange, type ListQuery, type ListRules } from '../common/list-query.js';
import { AuditEntry } from './audit-entry.entity.js';

export class AuditEntryDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  actorEmail!: string;

  @ApiProperty({ example: 'user.update' })
  action!: string;

  @ApiProperty()
  targetType!: string;

  @ApiProperty()
  targetId!: number;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Before and after of each changed field.' })
  details!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** Who made a change: a signed-in person, or SYSTEM_ACTOR for a scheduled job. */
export type AuditActor = Pick<AuthUser, 'id' | 'email'>;
export const SYSTEM_ACTOR: AuditActor = { id: 0, email: 'system' };

export const AUDIT_LIST_RULES: ListRules = {
  sortable: ['id', 'createdAt', 'action'],
  filterable: ['targetType', 'targetId', 'actorId'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

/** The before/after of the fields that changed. */
export function changes<T extends object>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const diff: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown>)[key];
    if (value !== undefined && JSON.stringify(previous) !== JSON.stringify(value)) diff[key] = [previous, value];
  }
  return diff;
}

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** Records a change; pass the transaction's manager so the record commits with the change. */
  async record(
    actor: AuditActor,
    action: string,
    target: { type: AuditEntry['targetType']; id: number },
    details: Record<string, unknown>,
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager?.getRepository(AuditEntry) ?? this.entries;
    await repository.save(
      repository.create({
        actorId: actor.id,
        actorEmail: actor.email,
        action,
        targetType: target.type,
        targetId: target.id,
        details,
      }),
    );
  }

  async list(query: ListQuery): Promise<{ items: AuditEntryDto[]; contentRange: string }> {
    const builder = this.entries.createQueryBuilder('entry');
    for (const key of ['targetType', 'targetId', 'actorId'] as const) {
      if (query.filter[key] !== undefined) builder.andWhere(`entry.${key} = :${key}`, { [key]: query.filter[key] });
    }
    builder
      .orderBy(`entry.${query.sort.field}`, query.sort.order)
      .addOrderBy('entry.id', 'DESC')
      .skip(query.range.skip)
      .take(query.range.take);
    const [entries, total] = await builder.getManyAndCount();
    return {
      items: entries.map((entry) => ({
        id: entry.id,
        actorEmail: entry.actorEmail,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
      })),
      contentRange: contentRange('audit', query.range, entries.length, total),
    };
  }
}

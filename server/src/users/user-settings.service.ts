import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import type { CalendarFeedTokenDto, UpdateUserSettingsDto, UserSettingsDto } from './dto/user-settings.dto.js';
import { UserSettings } from './user-settings.entity.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A trader's reading settings (time zone) and the secret of their calendar feed. */
@Injectable()
export class UserSettingsService {
  constructor(
    @InjectRepository(UserSettings) private readonly settings: Repository<UserSettings>,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<UserSettingsDto> {
    return toDto(await this.settings.findOneBy({ userId }));
  }

  async update(userId: number, changes: UpdateUserSettingsDto): Promise<UserSettingsDto> {
    const row = await this.rowFor(userId);
    if (changes.timeZone !== undefined) row.timeZone = changes.timeZone;
    return toDto(await this.settings.save(row));
  }

  /** A new secret for the feed address; the previous address stops working at once. */
  async createCalendarToken(userId: number): Promise<CalendarFeedTokenDto> {
    const token = randomBytes(24).toString('base64url');
    const row = await this.rowFor(userId);
    row.calendarTokenHash = hashOf(token);
    row.calendarTokenCreatedAt = this.clock.now();
    await this.settings.save(row);
    return { token, createdAt: row.calendarTokenCreatedAt.toISOString() };
  }

  async revokeCalendarToken(userId: number): Promise<UserSettingsDto> {
    const row = await this.rowFor(userId);
    row.calendarTokenHash = null;
    row.calendarTokenCreatedAt = null;
    return toDto(await this.settings.save(row));
  }

  /** The trader a feed secret belongs to, or null for an unknown or revoked one. */
  async userForCalendarToken(token: string): Promise<{ userId: number; timeZone: string | null } | null> {
    if (!token) return null;
    const row = await this.settings.findOneBy({ calendarTokenHash: hashOf(token) });
    return row ? { userId: row.userId, timeZone: row.timeZone } : null;
  }

  private async rowFor(userId: number): Promise<UserSettings> {
    const existing = await this.settings.findOneBy({ userId });
    if (existing) return existing;
    // Two first writes at once: the unique index lets one insert win; the other reads it back.
    try {
      return await this.settings.save(this.settings.create({ userId, timeZone: null, calendarTokenHash: null }));
    } catch {
      return this.settings.findOneByOrFail({ userId });
    }
  }
}

function toDto(row: UserSettings | null): UserSettingsDto {
  return {
    timeZone: row?.timeZone ?? null,
    calendarFeed: {
      active: Boolean(row?.calendarTokenHash),
      createdAt: row?.calendarTokenCreatedAt?.toISOString() ?? null,
    },
  };
}

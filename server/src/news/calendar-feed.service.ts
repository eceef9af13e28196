import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository } from 'typeorm';
import { AccessPolicy } from '../access/access-policy.js';
import { Clock, DAY_MS } from '../clock/clock.js';
import { UserSettingsService } from '../users/user-settings.service.js';
import type { CalendarFeedQueryDto } from './dto/calendar-feed-query.dto.js';
import { toIcs } from './ics.js';
import { NEWS_IMPACTS } from './news-analysis.js';
import { NewsEvent } from './news-event.entity.js';
import { NewsService } from './news.service.js';

const PAST_DAYS = 7;
const AHEAD_DAYS = 14;
const ALARM_MINUTES = 15;

/** The economic calendar as an iCalendar feed a phone can subscribe to, behind a per-user secret. */
@Injectable()
export class CalendarFeedService {
  constructor(
    @InjectRepository(NewsEvent) private readonly events: Repository<NewsEvent>,
    private readonly news: NewsService,
    private readonly settings: UserSettingsService,
    private readonly access: AccessPolicy,
    private readonly clock: Clock,
  ) {}

  async feed(query: CalendarFeedQueryDto): Promise<string> {
    const owner = await this.settings.userForCalendarToken(query.token);
    if (!owner)
      throw new NotFoundException('This calendar address is unknown or was revoked. Make a new one from your profile.');
    const now = this.clock.now();
    const state = await this.access.stateOf(owner.userId);
    if (!state || !this.access.paidAccess(state, now))
      throw new ForbiddenException(
        'The calendar feed needs an active subscription. Renew it to keep receiving events.',
      );
    const impacts = query.impact?.length ? query.impact : [...NEWS_IMPACTS];
    const rows = await this.events.find({
      where: {
        source: this.news.sourceName,
        impact: In(impacts),
        publishedAt: Between(
          new Date(now.getTime() - PAST_DAYS * DAY_MS),
          new Date(now.getTime() + AHEAD_DAYS * DAY_MS),
        ),
        ...(query.currency?.length ? { currency: In(query.currency) } : {}),
      },
      order: { publishedAt: 'ASC', id: 'ASC' },
    });
    const name = ['SignalDesk economic calendar', query.currency?.join(' ')].filter(Boolean).join(': ');
    return toIcs(
      rows.map((row) => ({
        uid: `${row.source}-${row.sourceKey}@signaldesk`,
        event: row.event,
        currency: row.currency,
        impact: row.impact ?? 'low',
        at: row.publishedAt,
        previous: row.previous,
        forecast: row.forecast,
        actual: row.actual,
      })),
      { name, now, alarmMinutes: ALARM_MINUTES },
    );
  }
}

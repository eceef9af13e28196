import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CALENDAR_TOKEN } from '../openapi/openapi-document.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { CalendarFeedQueryDto } from './dto/calendar-feed-query.dto.js';

/** Calendar apps cannot send a bearer token: the secret in the address is the credential. */
@ApiTags('news')
@Controller('news')
export class CalendarFeedController {
  constructor(private readonly feed: CalendarFeedService) {}

  @Get('calendar.ics')
  @ApiSecurity(CALENDAR_TOKEN)
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: 'An iCalendar (RFC 5545) document: the past week and the coming two weeks.',
    schema: { type: 'string' },
  })
  @ApiNotFoundResponse({ description: 'The token is unknown or was revoked.' })
  @ApiForbiddenResponse({ description: 'The owner of the token has no active subscription.' })
  async calendar(
    @Query() query: CalendarFeedQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    const document = await this.feed.feed(query);
    // Set only on success, so that a refusal keeps its JSON sentence.
    response.type('text/calendar; charset=utf-8').header('Cache-Control', 'private, max-age=300');
    return document;
  }
}

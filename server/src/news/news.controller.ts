import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { RequiresPaidAccess } from '../access/requires-paid-access.decorator.js';
import { NoBodyDto } from './dto/no-body.dto.js';
import { ProcessedNewsQueryDto } from './dto/processed-news-query.dto.js';
import { NewsActionResultDto, ProcessedNewsDto } from './news.dto.js';
import { NewsRefreshService } from './news-refresh.service.js';
import { NewsService } from './news.service.js';

const SOURCE_DOWN = 'The news source failed; the answer says since when the news being served dates.';

@ApiTags('news')
@Controller()
@RequiresPaidAccess()
export class NewsController {
  constructor(
    private readonly news: NewsService,
    private readonly refresh: NewsRefreshService,
  ) {}

  /** Events of every impact of the past week, this week and the coming week. */
  @Get('news/processed')
  @ApiOkResponse({ type: ProcessedNewsDto })
  processed(@Query() _query: ProcessedNewsQueryDto): Promise<ProcessedNewsDto> {
    return this.news.processed();
  }

  /** Fetch from the source and store (admins any time; subscribers once per cool-down). */
  @Post('news/scrape')
  @HttpCode(200)
  @ApiOkResponse({
    type: NewsActionResultDto,
    description: 'Done, or skipped within the cool-down (performed: false).',
  })
  @ApiServiceUnavailableResponse({ description: SOURCE_DOWN })
  scrape(@CurrentUser() user: AuthUser, @Body() _body: NoBodyDto): Promise<NewsActionResultDto> {
    return this.refresh.request(user, 'scrape');
  }

  /** Analyse new and changed events: impact, surprise, sentiment, per-currency bias. */
  @Post('news/analyze')
  @HttpCode(200)
  @ApiOkResponse({
    type: NewsActionResultDto,
    description: 'Done, or skipped within the cool-down (performed: false).',
  })
  analyze(@CurrentUser() user: AuthUser, @Body() _body: NoBodyDto): Promise<NewsActionResultDto> {
    return this.refresh.request(user, 'analyze');
  }

  /** Scrape, then analyze. */
  @Post('update-forex-news')
  @HttpCode(200)
  @ApiOkResponse({
    type: NewsActionResultDto,
    description: 'Done, or skipped within the cool-down (performed: false).',
  })
  @ApiServiceUnavailableResponse({ description: SOURCE_DOWN })
  update(@CurrentUser() user: AuthUser, @Body() _body: NoBodyDto): Promise<NewsActionResultDto> {
    return this.refresh.request(user, 'update');
  }
}

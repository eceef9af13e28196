import { Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { MtAccount } from '../accounts/mt-account.entity.js';
import { EaFeedDto, EaFeedQueryDto } from './dto/ea-feed.dto.js';
import { EaReportAnswerDto, EaReportDto } from './dto/ea-report.dto.js';
import { EaFeedService } from './ea-feed.service.js';
import { EaAccount, EaKeyGuard } from './ea-key.guard.js';
import { EaReportsService } from './ea-reports.service.js';

/** The Expert Advisor's two routes (docs/metatrader-protocol.md), authorised by the account key. */
@ApiTags('expert advisor')
@Controller('ea')
@UseGuards(EaKeyGuard)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No account key, or one revoked, replaced or never issued.' })
@ApiTooManyRequestsResponse({ description: 'Over EA_REQUESTS_PER_MINUTE for this key; see Retry-After.' })
export class EaController {
  constructor(
    private readonly feed: EaFeedService,
    private readonly reports: EaReportsService,
  ) {}

  @Get('signals')
  @ApiOperation({ summary: "The account's signal events after the cursor, oldest first, sized by its risk settings." })
  @ApiOkResponse({ type: EaFeedDto })
  @ApiNotModifiedResponse({ description: 'Nothing new after the cursor.' })
  @ApiForbiddenResponse({ description: "The account's owner has no running plan, or is disabled." })
  async signals(
    @EaAccount() account: MtAccount,
    @Query() query: EaFeedQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EaFeedDto | undefined> {
    reply.header('Cache-Control', 'no-store');
    const page = await this.feed.feed(account, query);
    if (page) return page;
    reply.status(304);
    return undefined;
  }

  @Post('reports')
  @HttpCode(200)
  @ApiOperation({ summary: 'A heartbeat, or what the Expert Advisor did with a signal: filled, skipped or closed.' })
  @ApiOkResponse({ type: EaReportAnswerDto })
  @ApiNotFoundResponse({ description: 'A signal never sent to this account, or a ticket never filled on it.' })
  report(@EaAccount() account: MtAccount, @Body() report: EaReportDto): Promise<EaReportAnswerDto> {
    return this.reports.report(account, report);
  }
}

import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { csvFile, EXPORT_REFUSAL } from '../common/csv.js';
import { parseListQuery } from '../common/list-query.js';
import { ApiList } from '../openapi/api-list.decorator.js';
import { SUBSCRIPTION_EXPORT_COLUMNS } from './subscriptions-export.js';
import { ExtendSubscriptionDto } from './dto/extend-subscription.dto.js';
import {
  AdminSubscriptionDto,
  SUBSCRIPTION_LIST_RULES,
  SubscriptionsAdminService,
} from './subscriptions-admin.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('admin')
@Controller('admin/subscriptions')
export class SubscriptionsAdminController {
  constructor(private readonly subscriptions: SubscriptionsAdminService) {}

  @Get()
  @Authenticated('admin', 'support')
  @ApiList('subscriptions', AdminSubscriptionDto, SUBSCRIPTION_LIST_RULES)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSubscriptionDto[]> {
    const page = await this.subscriptions.list(parseListQuery(query, SUBSCRIPTION_LIST_RULES));
    response.setHeader('Content-Range', page.contentRange);
    return page.items;
  }

  @Get('export')
  @AdminOnly(EXPORT_REFUSAL)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every subscription the filters select, as CSV', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'A sort or filter the list does not allow' })
  export(@Query() query: Record<string, unknown>): StreamableFile {
    return csvFile(
      'subscriptions',
      SUBSCRIPTION_EXPORT_COLUMNS,
      this.subscriptions.exportRows(parseListQuery(query, SUBSCRIPTION_LIST_RULES)),
    );
  }

  @Get(':id')
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: AdminSubscriptionDto })
  @ApiNotFoundResponse({ description: 'No such record.' })
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminSubscriptionDto> {
    return this.subscriptions.get(id);
  }

  @Post(':id/extend')
  @Idempotent()
  @ApiOkResponse({ type: AdminSubscriptionDto })
  @ApiNotFoundResponse({ description: 'No such record.' })
  @HttpCode(200)
  @Authenticated('admin')
  extend(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() input: ExtendSubscriptionDto,
  ): Promise<AdminSubscriptionDto> {
    return this.subscriptions.extend(actor, id, input.days);
  }

  @Post(':id/cancel')
  @Idempotent()
  @ApiOkResponse({ type: AdminSubscriptionDto })
  @ApiNotFoundResponse({ description: 'No such record.' })
  @HttpCode(200)
  @Authenticated('admin')
  cancel(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<AdminSubscriptionDto> {
    return this.subscriptions.cancel(actor, id);
  }
}

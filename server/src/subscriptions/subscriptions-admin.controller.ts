import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { parseListQuery } from '../common/list-query.js';
import { ExtendSubscriptionDto } from './dto/extend-subscription.dto.js';
import {
  SUBSCRIPTION_LIST_RULES,
  SubscriptionsAdminService,
  type AdminSubscriptionDto,
} from './subscriptions-admin.service.js';

@ApiTags('admin')
@Controller('admin/subscriptions')
export class SubscriptionsAdminController {
  constructor(private readonly subscriptions: SubscriptionsAdminService) {}

  @Get()
  @Authenticated('admin', 'support')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSubscriptionDto[]> {
    const page = await this.subscriptions.list(parseListQuery(query, SUBSCRIPTION_LIST_RULES));
    response.setHeader('Content-Range', page.contentRange);
    return page.items;
  }

  @Get(':id')
  @Authenticated('admin', 'support')
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminSubscriptionDto> {
    return this.subscriptions.get(id);
  }

  @Post(':id/extend')
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
  @HttpCode(200)
  @Authenticated('admin')
  cancel(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<AdminSubscriptionDto> {
    return this.subscriptions.cancel(actor, id);
  }
}

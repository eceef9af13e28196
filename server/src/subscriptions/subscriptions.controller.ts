import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { ChoosePlanDto } from './dto/choose-plan.dto.js';
import type { SubscriptionChoiceDto, SubscriptionLimitsDto, SubscriptionStatusDto } from './subscription.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';

@ApiTags('subscription')
@Controller('subscription')
@Authenticated()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  choice(@CurrentUser() user: AuthUser): Promise<SubscriptionChoiceDto> {
    return this.subscriptions.choice(user.id);
  }

  @Post()
  @HttpCode(200)
  choose(@CurrentUser() user: AuthUser, @Body() input: ChoosePlanDto): Promise<SubscriptionChoiceDto> {
    return this.subscriptions.choose(user.id, input.plan);
  }

  @Get('status')
  status(@CurrentUser() user: AuthUser): Promise<SubscriptionStatusDto> {
    return this.subscriptions.status(user.id);
  }

  @Get('limits')
  limits(@CurrentUser() user: AuthUser): Promise<SubscriptionLimitsDto> {
    return this.subscriptions.limits(user.id);
  }

  @Post('cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: AuthUser): Promise<SubscriptionStatusDto> {
    return this.subscriptions.cancel(user.id);
  }
}

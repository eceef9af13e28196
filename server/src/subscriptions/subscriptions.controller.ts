import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { ChoosePlanDto } from './dto/choose-plan.dto.js';
import { ScheduleChangeDto } from './dto/schedule-change.dto.js';
import { PlanChangesService } from './plan-changes.service.js';
import { SubscriptionChoiceDto, SubscriptionLimitsDto, SubscriptionStatusDto } from './subscription.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('subscription')
@Controller('subscription')
@Authenticated()
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly planChanges: PlanChangesService,
  ) {}

  @Get()
  @ApiOkResponse({ type: SubscriptionChoiceDto })
  choice(@CurrentUser() user: AuthUser): Promise<SubscriptionChoiceDto> {
    return this.subscriptions.choice(user.id);
  }

  @Post()
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionChoiceDto })
  choose(@CurrentUser() user: AuthUser, @Body() input: ChoosePlanDto): Promise<SubscriptionChoiceDto> {
    return this.subscriptions.choose(user.id, input.plan);
  }

  @Get('status')
  @ApiOkResponse({ type: SubscriptionStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<SubscriptionStatusDto> {
    return this.subscriptions.status(user.id);
  }

  @Get('limits')
  @ApiOkResponse({ type: SubscriptionLimitsDto })
  limits(@CurrentUser() user: AuthUser): Promise<SubscriptionLimitsDto> {
    return this.subscriptions.limits(user.id);
  }

  @Post('cancel')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionStatusDto })
  cancel(@CurrentUser() user: AuthUser): Promise<SubscriptionStatusDto> {
    return this.subscriptions.cancel(user.id);
  }

  /** A cheaper plan or the other cycle, from the end of the current period. Upgrades go through checkout. */
  @Post('scheduled-change')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionStatusDto })
  @ApiConflictResponse({
    description: 'No running subscription, an upgrade, the current plan, or a change already paid for.',
  })
  scheduleChange(@CurrentUser() user: AuthUser, @Body() input: ScheduleChangeDto): Promise<SubscriptionStatusDto> {
    return this.planChanges.schedule(user.id, { planType: input.plan, billingCycle: input.billingCycle });
  }

  @Delete('scheduled-change')
  @Idempotent()
  @ApiOkResponse({ type: SubscriptionStatusDto })
  @ApiConflictResponse({ description: 'Nothing is scheduled, or the change is already paid for.' })
  cancelScheduledChange(@CurrentUser() user: AuthUser): Promise<SubscriptionStatusDto> {
    return this.planChanges.cancelScheduled(user.id);
  }

  /** A cancelled subscription that has not ended yet becomes ACTIVE again. */
  @Post('resume')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionStatusDto })
  @ApiConflictResponse({ description: 'The subscription is not cancelled, or has ended.' })
  resume(@CurrentUser() user: AuthUser): Promise<SubscriptionStatusDto> {
    return this.planChanges.resume(user.id);
  }
}

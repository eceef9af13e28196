import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { parseListQuery } from '../common/list-query.js';
import { ApiList } from '../openapi/api-list.decorator.js';
import { PostPlanDto, SavePlanDto } from './dto/save-plan.dto.js';
import { AdminPlanDto, DefaultPlanDto } from './plan.dto.js';
import { PLAN_LIST_RULES, PlansService } from './plans.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('admin')
@Controller('admin/plans')
@Authenticated('admin')
export class PlansAdminController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  @ApiList('plans', AdminPlanDto, PLAN_LIST_RULES)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AdminPlanDto[]> {
    const page = await this.plans.listAdmin(parseListQuery(query, PLAN_LIST_RULES));
    response.header('Content-Range', page.contentRange);
    return page.items;
  }

  @Post('init')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ type: AdminPlanDto, isArray: true, description: 'The default plans, restored.' })
  init(@CurrentUser() actor: AuthUser): Promise<AdminPlanDto[]> {
    return this.plans.resetToDefaults(actor);
  }

  @Get('defaults')
  @ApiOkResponse({
    type: DefaultPlanDto,
    isArray: true,
    description: 'The plans as "Reset to Defaults" restores them.',
  })
  defaults(): DefaultPlanDto[] {
    return this.plans.defaults();
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminPlanDto })
  @ApiNotFoundResponse({ description: 'No such record.' })
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminPlanDto> {
    return this.plans.get(id);
  }

  @Post()
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Save a plan: the one its id names, else the one of its planType, else a new one (the spec\'s "full admin plan object").',
  })
  @ApiOkResponse({ type: AdminPlanDto, description: 'The plan, created or updated.' })
  @ApiNotFoundResponse({ description: 'The id names no plan.' })
  @ApiConflictResponse({ description: "The id names a plan of another planType: a plan's type cannot change." })
  save(@CurrentUser() actor: AuthUser, @Body() plan: PostPlanDto): Promise<AdminPlanDto> {
    return this.plans.post(actor, plan);
  }

  @Put(':id')
  @Idempotent()
  @ApiOkResponse({ type: AdminPlanDto })
  @ApiNotFoundResponse({ description: 'No such record.' })
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() plan: SavePlanDto,
  ): Promise<AdminPlanDto> {
    return this.plans.update(actor, id, plan);
  }
}

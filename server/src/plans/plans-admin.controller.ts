import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { parseListQuery } from '../common/list-query.js';
import { ApiList } from '../openapi/api-list.decorator.js';
import { SavePlanDto } from './dto/save-plan.dto.js';
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
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminPlanDto[]> {
    const page = await this.plans.listAdmin(parseListQuery(query, PLAN_LIST_RULES));
    response.setHeader('Content-Range', page.contentRange);
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
  @ApiOkResponse({ type: AdminPlanDto, description: 'The plan, created.' })
  @ApiConflictResponse({ description: 'A plan of this type already exists; edit it instead' })
  create(@CurrentUser() actor: AuthUser, @Body() plan: SavePlanDto): Promise<AdminPlanDto> {
    return this.plans.create(actor, plan);
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

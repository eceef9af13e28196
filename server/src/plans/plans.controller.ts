import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendReadyJson } from '../common/ready-json.js';
import { PublicPlanDto } from './plan.dto.js';
import { PublicPlansCache } from './public-plans.cache.js';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PublicPlansCache) {}

  /** Active plans in display order; no sign-in needed. Served as ready bytes with an ETag. */
  @Get()
  @ApiOkResponse({ type: PublicPlanDto, isArray: true })
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendReadyJson(request, response, await this.plans.get(), 'public, no-cache');
  }
}

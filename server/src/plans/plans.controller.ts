import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendReadyJson } from '../common/ready-json.js';
import { AppConfig } from '../config/app-config.js';
import { PlanContactDto, PublicPlanDto } from './plan.dto.js';
import { PublicPlansCache } from './public-plans.cache.js';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(
    private readonly plans: PublicPlansCache,
    private readonly config: AppConfig,
  ) {}

  /** The address "Contact Sales" writes to, from configuration; no sign-in needed. */
  @Get('contact')
  @ApiOkResponse({ type: PlanContactDto })
  contact(): PlanContactDto {
    return { salesEmail: this.config.salesEmail };
  }

  /** Active plans in display order; no sign-in needed. Served as ready bytes with an ETag. */
  @Get()
  @ApiOkResponse({ type: PublicPlanDto, isArray: true })
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const ready = await this.plans.get();
    // The same bytes and headers the hot path sends, written to the Node response.
    sendReadyJson(request.raw, reply.hijack().raw, ready, 'public, no-cache');
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PublicPlanDto } from './plan.dto.js';
import { PlansService } from './plans.service.js';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  /** Active plans in display order; no sign-in needed. */
  @Get()
  list(): Promise<PublicPlanDto[]> {
    return this.plans.listPublic();
  }
}

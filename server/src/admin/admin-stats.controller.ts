import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Authenticated } from '../access/authenticated.decorator.js';
import { AdminRevenueDto, AdminStatsDto, AdminStatsService, REVENUE_REFUSAL } from './admin-stats.service.js';

@ApiTags('admin')
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: AdminStatsDto })
  get(): Promise<AdminStatsDto> {
    return this.stats.stats();
  }

  @Get('revenue')
  @AdminOnly(REVENUE_REFUSAL)
  @ApiOkResponse({ type: AdminRevenueDto })
  revenue(): Promise<AdminRevenueDto> {
    return this.stats.revenue();
  }
}

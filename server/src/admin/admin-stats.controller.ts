import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { AdminStatsDto, AdminStatsService } from './admin-stats.service.js';

@ApiTags('admin')
@Controller('admin/stats')
@Authenticated('admin', 'support')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @ApiOkResponse({ type: AdminStatsDto })
  get(): Promise<AdminStatsDto> {
    return this.stats.stats();
  }
}

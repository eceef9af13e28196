import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { AdminStatsService, type AdminStatsDto } from './admin-stats.service.js';

@ApiTags('admin')
@Controller('admin/stats')
@Authenticated('admin', 'support')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  get(): Promise<AdminStatsDto> {
    return this.stats.stats();
  }
}

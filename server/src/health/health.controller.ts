import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HEALTH_CACHE_CONTROL, HealthReport, HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({
    type: HealthReport,
    description: 'The server is up and the database answered; status "degraded" when Redis (if configured) is down.',
  })
  @ApiServiceUnavailableResponse({ type: HealthReport, description: 'The database did not answer (status "down").' })
  async check(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    response.header('Cache-Control', HEALTH_CACHE_CONTROL);
    if (report.status === 'down') response.status(503);
    return report;
  }
}

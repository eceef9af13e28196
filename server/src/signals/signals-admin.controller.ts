import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { TraderSignalsDto } from './dto/trader-signals.dto.js';
import { TraderSignalsService } from './trader-signals.service.js';

/** One trader's signals as they see them, on the user's page in the admin portal: read-only. */
@ApiTags('admin')
@Controller('admin/users/:userId/signals')
export class SignalsAdminController {
  constructor(private readonly traderSignals: TraderSignalsService) {}

  @Get()
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: TraderSignalsDto })
  @ApiNotFoundResponse({ description: 'No such user.' })
  get(@Param('userId', ParseIntPipe) userId: number): Promise<TraderSignalsDto> {
    return this.traderSignals.of(userId);
  }
}

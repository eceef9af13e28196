import { BadRequestException, Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { RequiresPaidAccess } from '../access/requires-paid-access.decorator.js';
import { SignalCandlesDto, SignalDetailDto } from './dto/signal-detail.dto.js';
import { SignalDetailService } from './signal-detail.service.js';

const idPipe = new ParseIntPipe({
  exceptionFactory: () => new BadRequestException('A signal id is a whole number, such as 42.'),
});

/** One signal in full, and the prices for its chart: for subscribers. */
@ApiTags('signals')
@Controller('ai-signals')
export class SignalDetailController {
  constructor(private readonly detail: SignalDetailService) {}

  @Get(':id')
  @RequiresPaidAccess()
  @ApiOkResponse({ type: SignalDetailDto })
  @ApiBadRequestResponse({ description: 'The id is not a whole number.' })
  @ApiNotFoundResponse({ description: 'No signal has this id.' })
  @ApiForbiddenResponse({ description: "The signal is not yet in view on the caller's plan." })
  get(@Param('id', idPipe) id: number, @CurrentUser() user: AuthUser): Promise<SignalDetailDto> {
    return this.detail.get(id, user);
  }

  @Get(':id/candles')
  @RequiresPaidAccess()
  @ApiOkResponse({ type: SignalCandlesDto })
  @ApiBadRequestResponse({ description: 'The id is not a whole number.' })
  @ApiNotFoundResponse({ description: 'No signal has this id.' })
  @ApiForbiddenResponse({ description: "The signal is not yet in view on the caller's plan." })
  @ApiServiceUnavailableResponse({ description: 'The market data provider could not answer.' })
  candles(@Param('id', idPipe) id: number, @CurrentUser() user: AuthUser): Promise<SignalCandlesDto> {
    return this.detail.candles(id, user);
  }
}

import { Body, Controller, Get, Header, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiNotModifiedResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RequiresActiveSubscription } from '../subscriptions/requires-active-subscription.decorator.js';
import { GenerateSignalsDto } from './dto/generate-signals.dto.js';
import type { AiSignalDto, GenerateSignalsResultDto, SignalPerformanceDto } from './signal.dto.js';
import { SignalRunsService } from './signal-runs.service.js';
import { SignalsService, type ActiveSignalsAnswer } from './signals.service.js';

@ApiTags('signals')
@Controller()
export class SignalsController {
  constructor(
    private readonly signals: SignalsService,
    private readonly runs: SignalRunsService,
  ) {}

  /** Active signals for subscribers. Polled every 60 s: send If-None-Match to get a bodiless 304. */
  @Get('ai-signals')
  @RequiresActiveSubscription()
  @ApiNotModifiedResponse({ description: 'The copy named by If-None-Match is current.' })
  async active(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AiSignalDto[] | undefined> {
    return withEtag(response, await this.signals.active(ifNoneMatch));
  }

  /** Runs the engine now, unless a run is under way or has just finished. */
  @Post('signals/generate')
  @HttpCode(200)
  @RequiresActiveSubscription()
  generate(@Body() _input: GenerateSignalsDto): Promise<GenerateSignalsResultDto> {
    return this.runs.generate();
  }

  /** The measured track record; public. */
  @Get('signals/performance')
  @Header('Cache-Control', 'public, max-age=60')
  performance(): Promise<SignalPerformanceDto> {
    return this.signals.performance();
  }
}

/** Every client revalidates (no-cache) and a current copy gets a 304 without a body. */
function withEtag(response: Response, answer: ActiveSignalsAnswer): AiSignalDto[] | undefined {
  response.setHeader('ETag', answer.etag);
  response.setHeader('Cache-Control', 'private, no-cache');
  if (!answer.signals) response.status(304);
  return answer.signals;
}

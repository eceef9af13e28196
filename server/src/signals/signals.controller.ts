import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Post,
  Req,
  Res,
  Sse,
  type MessageEvent,
} from '@nestjs/common';
import {
  ApiHeader,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { AccessPolicy } from '../access/access-policy.js';
import { sendReadyJson } from '../common/ready-json.js';
import { RequiresPaidAccess } from '../access/requires-paid-access.decorator.js';
import { GenerateSignalsDto } from './dto/generate-signals.dto.js';
import { ActiveSignalsCache } from './active-signals.cache.js';
import { BacktestReportDto } from './backtest-report.dto.js';
import { BacktestReportService } from './backtest-report.service.js';
import { AiSignalDto, GenerateSignalsResultDto } from './signal.dto.js';
import { SignalRunsService } from './signal-runs.service.js';
import { SignalsService } from './signals.service.js';
import { SignalStream } from './signal-stream.service.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';

@ApiTags('signals')
@Controller()
export class SignalsController {
  constructor(
    private readonly signals: SignalsService,
    private readonly runs: SignalRunsService,
    private readonly activeSignals: ActiveSignalsCache,
    private readonly backtestReport: BacktestReportService,
    private readonly access: AccessPolicy,
    private readonly stream: SignalStream,
  ) {}

  /**
   * Active signals for subscribers, as their plan sees them (a delayed plan sees a signal some
   * minutes after publication). Polled every 60 s: send If-None-Match to get a bodiless 304.
   */
  @Get('ai-signals')
  @RequiresPaidAccess()
  @ApiOkResponse({
    type: AiSignalDto,
    isArray: true,
    headers: { ETag: { description: 'Send it back as If-None-Match.', schema: { type: 'string' } } },
  })
  @ApiNotModifiedResponse({ description: 'The copy named by If-None-Match is current.' })
  async active(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const delay = await this.access.signalDelayOf(user.id);
    const ready = await this.activeSignals.get(delay);
    // The same bytes and headers the hot path sends, written to the Node response.
    sendReadyJson(request.raw, reply.hijack().raw, ready, 'private, no-cache');
  }

  /**
   * Server-Sent Events for subscribers: `signal` (a signal comes into the caller's view, at the
   * moment their plan shows it; the body is the list's item), `outcome` (an open signal closed as
   * WIN or LOSS) and `expired`, each with an id to send back as Last-Event-ID on reconnecting, and
   * a comment every 25 s. Refusals come as JSON before the stream starts, as for the list.
   */
  @Sse('signals/stream')
  @RequiresPaidAccess()
  @ApiProduces('text/event-stream')
  @ApiHeader({
    name: 'last-event-id',
    required: false,
    description: 'The id of the last event received: the events since then are sent first.',
  })
  @ApiOkResponse({
    description:
      'An event stream that stays open: events `signal` (data: an AiSignalDto), `outcome` and `expired` (data: { id, symbol, outcome, at }); `ended` (data: { reason, message }) just before the server ends the stream because a newer one of the same user took its seat (SIGNALS_STREAMS_PER_USER).',
    schema: { type: 'string' },
  })
  events(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Headers('last-event-id') lastEventId?: string,
  ): Promise<Observable<MessageEvent>> {
    return this.stream.open(user, lastEventId, request.raw.socket);
  }

  /** Runs the engine now, unless a run is under way or has just finished. */
  @Post('signals/generate')
  @HttpCode(200)
  @RequiresPaidAccess()
  @ApiOkResponse({ type: GenerateSignalsResultDto })
  generate(@Body() _input: GenerateSignalsDto): Promise<GenerateSignalsResultDto> {
    return this.runs.generate();
  }

  /** The engine's walk-forward back-test against naive baselines (docs/signals.md); public, read-only. */
  @Get('signals/backtest')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOkResponse({ type: BacktestReportDto })
  @ApiServiceUnavailableResponse({ description: 'The report file is missing from this deployment.' })
  backtest(): Promise<BacktestReportDto> {
    return this.backtestReport.get();
  }
}

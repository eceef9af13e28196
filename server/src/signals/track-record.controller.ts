import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignalHistoryQueryDto } from './dto/signal-history-query.dto.js';
import { SignalHistoryPageDto, TrackRecordDto } from './dto/track-record.dto.js';
import { TrackRecordService } from './track-record.service.js';

/** The public track record: anyone may read the figures and the list they come from. */
@ApiTags('signals')
@Controller('signals')
export class TrackRecordController {
  constructor(private readonly trackRecord: TrackRecordService) {}

  /**
   * Headline figures, the equity curve in R, and tables by category, symbol and month, with the
   * log's newest checkpoint. Revalidated on every read (the ETag makes that a bodiless 304): a
   * reader's browser checks the checkpoint against the one it kept, so it must never be handed a
   * stale one.
   */
  @Get('performance')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOkResponse({ type: TrackRecordDto })
  performance(): Promise<TrackRecordDto> {
    return this.trackRecord.performance();
  }

  /** Closed signals, newest close first, filtered and paginated. */
  @Get('history')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: SignalHistoryPageDto })
  @ApiBadRequestResponse({ description: 'A filter or the page is not valid; the message says which.' })
  history(@Query() query: SignalHistoryQueryDto): Promise<SignalHistoryPageDto> {
    return this.trackRecord.history(query);
  }
}

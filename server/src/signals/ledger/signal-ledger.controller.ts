import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LedgerPageDto, LedgerQueryDto } from '../dto/ledger.dto.js';
import { SignalLedgerService } from './signal-ledger.service.js';

/** The hash chain of every published signal: public, so that anyone can check nothing was changed. */
@ApiTags('signals')
@Controller('signals')
export class SignalLedgerController {
  constructor(private readonly ledger: SignalLedgerService) {}

  /** Entries oldest first, each with its hash and its predecessor's (docs/signals.md, "Verifying the ledger"). */
  @Get('ledger')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: LedgerPageDto })
  @ApiBadRequestResponse({ description: 'after or limit is not valid; the message says which.' })
  list(@Query() query: LedgerQueryDto): Promise<LedgerPageDto> {
    return this.ledger.list(query);
  }
}

import { Controller, Get, Header, Req, Res, RequestMethod } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ExpertAdvisorSetupDto } from './dto/expert-advisor-setup.dto.js';
import { ExpertAdvisorFile } from './expert-advisor-file.js';

/** Where traders download the EA: beside the portal's files, outside the /api prefix (app.factory.ts). */
export const EXPERT_ADVISOR_DOWNLOAD = { path: 'downloads/SignalDesk.mq5', method: RequestMethod.GET };

/** The address the Expert Advisor calls, for the account page's set-up steps. Public. */
@ApiTags('expert advisor')
@Controller('ea')
export class ExpertAdvisorController {
  constructor(private readonly file: ExpertAdvisorFile) {}

  @Get('setup')
  @ApiOperation({ summary: 'The address the Expert Advisor calls: the one to allow in MetaTrader.' })
  @ApiOkResponse({ type: ExpertAdvisorSetupDto })
  setup(@Req() request: FastifyRequest): ExpertAdvisorSetupDto {
    return { serverUrl: this.file.serverUrl(request) };
  }
}

/** SignalDesk.mq5 made out to this server: a file, like the portal's, so not an operation of the API document. */
@Controller()
export class ExpertAdvisorDownloadController {
  constructor(private readonly file: ExpertAdvisorFile) {}

  @Get(EXPERT_ADVISOR_DOWNLOAD.path)
  @ApiExcludeEndpoint()
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="SignalDesk.mq5"')
  download(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    reply.type('text/plain; charset=utf-8');
    return this.file.text(this.file.serverUrl(request));
  }
}

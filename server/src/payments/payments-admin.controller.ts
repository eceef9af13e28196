import { Controller, Get, Param, ParseIntPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, Authenticated } from '../access/authenticated.decorator.js';
import { csvFile, EXPORT_REFUSAL } from '../common/csv.js';
import { parseListQuery } from '../common/list-query.js';
import { ApiList } from '../openapi/api-list.decorator.js';
import { PAYMENT_EXPORT_COLUMNS } from './payments-export.js';
import { AdminPaymentDto, PAYMENT_LIST_RULES, PaymentsAdminService } from './payments-admin.service.js';

@ApiTags('admin')
@Controller('admin/payments')
export class PaymentsAdminController {
  constructor(private readonly payments: PaymentsAdminService) {}

  @Get()
  @Authenticated('admin', 'support')
  @ApiList('payments', AdminPaymentDto, PAYMENT_LIST_RULES)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminPaymentDto[]> {
    const page = await this.payments.list(parseListQuery(query, PAYMENT_LIST_RULES));
    response.setHeader('Content-Range', page.contentRange);
    return page.items;
  }

  @Get('export')
  @AdminOnly(EXPORT_REFUSAL)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every payment the filters select, as CSV', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'A sort or filter the list does not allow' })
  export(@Query() query: Record<string, unknown>): StreamableFile {
    return csvFile(
      'billing',
      PAYMENT_EXPORT_COLUMNS,
      this.payments.exportRows(parseListQuery(query, PAYMENT_LIST_RULES)),
    );
  }

  @Get(':id')
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: AdminPaymentDto })
  @ApiNotFoundResponse({ description: 'No such record.' })
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminPaymentDto> {
    return this.payments.get(id);
  }
}

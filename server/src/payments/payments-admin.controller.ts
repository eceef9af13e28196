import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { parseListQuery } from '../common/list-query.js';
import { PAYMENT_LIST_RULES, PaymentsAdminService, type AdminPaymentDto } from './payments-admin.service.js';

@ApiTags('admin')
@Controller('admin/payments')
@Authenticated('admin', 'support')
export class PaymentsAdminController {
  constructor(private readonly payments: PaymentsAdminService) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminPaymentDto[]> {
    const page = await this.payments.list(parseListQuery(query, PAYMENT_LIST_RULES));
    response.setHeader('Content-Range', page.contentRange);
    return page.items;
  }

  @Get(':id')
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminPaymentDto> {
    return this.payments.get(id);
  }
}

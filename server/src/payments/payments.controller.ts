import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { CreatePaymentDto } from './dto/create-payment.dto.js';
import type { BillingHistoryItemDto, CreatedPaymentDto, PaymentStatusDto } from './payment.dto.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('currencies')
  @Authenticated()
  currencies(): Promise<{ all: string[] }> {
    return this.payments.currencies();
  }

  @Post('create')
  @Authenticated()
  create(@CurrentUser() user: AuthUser, @Body() input: CreatePaymentDto): Promise<CreatedPaymentDto> {
    return this.payments.create(user.id, input);
  }

  @Get('status/:paymentId')
  @Authenticated()
  status(@CurrentUser() user: AuthUser, @Param('paymentId') paymentId: string): Promise<PaymentStatusDto> {
    return this.payments.status(user.id, paymentId.slice(0, 64));
  }

  @Get('history')
  @Authenticated()
  history(@CurrentUser() user: AuthUser): Promise<BillingHistoryItemDto[]> {
    return this.payments.history(user.id);
  }

  /** The processor's callback. Its body is checked against the signature as it arrived. */
  @Post('ipn')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  ipn(@Req() request: RawBodyRequest<Request>, @Headers('x-nowpayments-sig') signature: string | undefined) {
    return this.payments.notify(request.rawBody, signature);
  }
}

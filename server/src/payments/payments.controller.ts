import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { CreatePaymentDto } from './dto/create-payment.dto.js';
import { QuoteQueryDto } from './dto/quote-query.dto.js';
import {
  BillingHistoryItemDto,
  CheckoutDto,
  CheckoutQuoteDto,
  CurrenciesDto,
  CurrentCheckoutDto,
  PaymentStatusDto,
} from './payment.dto.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('currencies')
  @Authenticated()
  @ApiOkResponse({ type: CurrenciesDto })
  currencies(): Promise<CurrenciesDto> {
    return this.payments.currencies();
  }

  /** The price a checkout would charge now, with any upgrade credit: shown before paying. */
  @Get('quote')
  @Authenticated()
  @ApiOkResponse({ type: CheckoutQuoteDto })
  @ApiConflictResponse({ description: 'A plan managed by support, or a next period already paid for on another plan.' })
  quote(@CurrentUser() user: AuthUser, @Query() input: QuoteQueryDto): Promise<CheckoutQuoteDto> {
    return this.payments.quote(user.id, input);
  }

  /** Opens a checkout, or answers the one on offer for the same plan, cycle and coin. */
  @Post('create')
  @Authenticated()
  @Idempotent()
  @ApiCreatedResponse({ type: CheckoutDto })
  create(@CurrentUser() user: AuthUser, @Body() input: CreatePaymentDto): Promise<CheckoutDto> {
    return this.payments.create(user.id, input);
  }

  /** The invoice on offer and the last paid checkout, for resuming on any page, tab or device. */
  @Get('current')
  @Authenticated()
  @ApiOkResponse({ type: CurrentCheckoutDto })
  current(@CurrentUser() user: AuthUser): Promise<CurrentCheckoutDto> {
    return this.payments.current(user.id);
  }

  @Post(':paymentId/cancel')
  @HttpCode(200)
  @Authenticated()
  @Idempotent()
  @ApiOkResponse({ type: CheckoutDto, description: 'The invoice, cancelled: it is offered no more.' })
  @ApiNotFoundResponse({ description: 'No such payment of the caller.' })
  @ApiConflictResponse({ description: 'Already paid, replaced, expired, or money has arrived on it.' })
  cancel(@CurrentUser() user: AuthUser, @Param('paymentId') paymentId: string): Promise<CheckoutDto> {
    return this.payments.cancel(user.id, paymentId.slice(0, 64));
  }

  @Get('status/:paymentId')
  @Authenticated()
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiNotFoundResponse({ description: 'No such payment of the caller.' })
  status(@CurrentUser() user: AuthUser, @Param('paymentId') paymentId: string): Promise<PaymentStatusDto> {
    return this.payments.status(user.id, paymentId.slice(0, 64));
  }

  @Get('history')
  @Authenticated()
  @ApiOkResponse({ type: BillingHistoryItemDto, isArray: true })
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

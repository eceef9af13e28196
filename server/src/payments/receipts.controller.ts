import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { ReceiptDto, ReceiptsService } from './receipts.service.js';

@ApiTags('payments')
@Controller('payments/receipts')
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get(':id')
  @Authenticated()
  @ApiOkResponse({ type: ReceiptDto })
  @ApiNotFoundResponse({ description: 'No confirmed payment of the caller with this id.' })
  get(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ReceiptDto> {
    return this.receipts.get(user.id, id);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import type { AccountTradesDto } from './dto/account-trades.dto.js';
import { EaTrade } from './ea-trade.entity.js';
import { publishedResultR, toEaTradeDto } from './ea-reports.service.js';
import { accountRecord } from './trade-figures.js';

/** The table shows the latest trades; the record counts them all. */
const LISTED_TRADES = 500;

/** GET /api/accounts/:id/trades: what the account's Expert Advisor did, and its record beside the public one. */
@Injectable()
export class AccountTradesService {
  constructor(
    @InjectRepository(EaTrade) private readonly trades: Repository<EaTrade>,
    private readonly accounts: AccountsService,
  ) {}

  async of(userId: number, accountId: number): Promise<AccountTradesDto> {
    const account = await this.accounts.own(userId, accountId);
    const trades = await this.trades.find({
      where: { accountId: account.id },
      relations: { signal: true },
      order: { signalId: 'DESC' },
    });
    return {
      // Profits are what the terminal reported, in its currency.
      currency: account.terminal.currency ?? account.settings.accountCurrency,
      trades: trades.slice(0, LISTED_TRADES).map((trade) => toEaTradeDto(trade, trade.signal)),
      record: accountRecord(
        trades.map((trade) => ({
          status: trade.status,
          slippagePips: trade.slippagePips,
          profit: trade.profit,
          resultR: trade.resultR,
          publishedResultR: publishedResultR(trade.signal),
        })),
      ),
    };
  }
}

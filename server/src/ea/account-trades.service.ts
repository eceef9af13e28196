import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessPolicy } from '../access/access-policy.js';
import { AccountsService } from '../accounts/accounts.service.js';
import type { AccountTradesDto } from './dto/account-trades.dto.js';
import type { StaffMtAccountDto } from './dto/staff-mt-account.dto.js';
import { EaTrade, type EaTradeStatus } from './ea-trade.entity.js';
import { publishedResultR, toEaTradeDto } from './ea-trade-view.js';
import { accountRecord } from './trade-figures.js';

/** The table shows the latest trades; the record counts them all. */
const LISTED_TRADES = 500;

/** GET /api/accounts/:id/trades: what the account's Expert Advisor did, and its record beside the public one. */
@Injectable()
export class AccountTradesService {
  constructor(
    @InjectRepository(EaTrade) private readonly trades: Repository<EaTrade>,
    private readonly accounts: AccountsService,
    private readonly access: AccessPolicy,
  ) {}

  /**
   * Each of a trader's accounts with how many trades its Expert Advisor reported, and the other
   * traders whose EA runs on the same server and login, for support.
   */
  async staffView(userId: number): Promise<StaffMtAccountDto[]> {
    const accounts = await this.accounts.list(userId);
    if (!accounts.length) return [];
    const sameLogins = await this.accounts.sameLoginsOf(userId);
    const others = await this.access.statesOf([
      ...new Set([...sameLogins.values()].flat().map((account) => account.userId)),
    ]);
    const rows = await this.trades
      .createQueryBuilder('trade')
      .select('trade.accountId', 'accountId')
      .addSelect('trade.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('trade.accountId IN (:...ids)', { ids: accounts.map((account) => account.id) })
      .groupBy('trade.accountId')
      .addGroupBy('trade.status')
      .getRawMany<{ accountId: number; status: EaTradeStatus; count: string | number }>();
    // The latest report of each account through the entity, so both drivers read its date alike.
    const latest = await Promise.all(
      accounts.map((account) =>
        this.trades.findOne({
          select: { id: true, updatedAt: true },
          where: { accountId: account.id },
          order: { updatedAt: 'DESC' },
        }),
      ),
    );
    return accounts.map((account, index) => {
      const own = rows.filter((row) => Number(row.accountId) === account.id);
      const count = (status: EaTradeStatus) => Number(own.find((row) => row.status === status)?.count ?? 0);
      return {
        ...account,
        trades: {
          filled: count('filled'),
          skipped: count('skipped'),
          closed: count('closed'),
          lastReportAt: latest[index]?.updatedAt.toISOString() ?? null,
        },
        sameLogin: (sameLogins.get(account.id) ?? []).map((other) => ({
          userId: other.userId,
          email: others.get(other.userId)?.email ?? '',
          accountId: other.id,
        })),
      };
    });
  }

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

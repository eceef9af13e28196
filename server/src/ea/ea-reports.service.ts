import { ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Not, Repository } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import { MtAccount, type TerminalColumns } from '../accounts/mt-account.entity.js';
import { Clock } from '../clock/clock.js';
import { isUniqueViolation } from '../common/unique-violation.js';
import { Metrics } from '../metrics/metrics.js';
import { visibleAt } from '../signals/signal-events.js';
import type { Signal } from '../signals/signal.entity.js';
import { SignalsService } from '../signals/signals.service.js';
import type { EaReportAnswerDto, EaReportDto, EaTradeDto } from './dto/ea-report.dto.js';
import { EaAccess } from './ea-access.js';
import { toEaTradeDto } from './ea-trade-view.js';
import { EaTrade } from './ea-trade.entity.js';
import { SharedLogins } from './shared-logins.js';
import { resultR, slippagePips } from './trade-figures.js';

/** "Heard recently": a heartbeat in the last five minutes (the Expert Advisor sends one a minute). */
const HEARD_RECENTLY_MS = 5 * 60_000;

/**
 * POST /api/ea/reports: heartbeats, and what the Expert Advisor did with each signal. A trade
 * report answers with the signal's details, so it needs what the feed needs (EaAccess: the owner
 * enabled, with a running plan), and names only signals the account's feed has shown; a heartbeat
 * needs the owner enabled. Every report may arrive twice (a lost answer, a restart) and records
 * once: one row per account and signal, one per account and ticket, both held by unique indexes,
 * so two copies sent at once cannot both insert; the loser reads back what the winner wrote.
 */
@Injectable()
export class EaReportsService {
  constructor(
    @InjectRepository(EaTrade) private readonly trades: Repository<EaTrade>,
    private readonly accounts: AccountsService,
    private readonly signals: SignalsService,
    private readonly access: EaAccess,
    private readonly sharedLogins: SharedLogins,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    @InjectRepository(MtAccount) keys: Repository<MtAccount>,
  ) {
    metrics.readAtScrape(metrics.eaActiveKeys, () => keys.countBy({ keyHash: Not(IsNull()) }));
    metrics.readAtScrape(metrics.eaRecentHeartbeats, () =>
      keys.countBy({
        keyHash: Not(IsNull()),
        terminal: { seenAt: MoreThan(new Date(this.clock.now().getTime() - HEARD_RECENTLY_MS)) },
      }),
    );
  }

  /** One report, counted by type; a refusal (4xx) is counted apart. */
  async report(account: MtAccount, report: EaReportDto): Promise<EaReportAnswerDto> {
    try {
      const answer = await this.recorded(account, report);
      this.metrics.eaReports.inc({ type: report.type });
      return answer;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() < 500)
        this.metrics.eaReportsRefused.inc({ type: report.type });
      throw error;
    }
  }

  private async recorded(account: MtAccount, report: EaReportDto): Promise<EaReportAnswerDto> {
    const answer = (trade: EaTradeDto | null) => ({ ok: true, paused: account.settings.paused, trade });
    if (report.type === 'heartbeat') {
      await this.access.requireEnabled(account);
      await this.heartbeat(account, report);
      return answer(null);
    }
    const delay = await this.access.signalDelay(account);
    const settle = () =>
      report.type === 'filled'
        ? this.filled(account, report, delay)
        : report.type === 'skipped'
          ? this.skipped(account, report, delay)
          : this.closed(account, report);
    try {
      return answer(await settle());
    } catch (error) {
      // The same report sent twice at once: the other copy recorded it; answer what it wrote.
      if (!isUniqueViolation(error)) throw error;
      return answer(await settle());
    }
  }

  private async heartbeat(account: MtAccount, report: EaReportDto): Promise<void> {
    const terminal: Omit<TerminalColumns, 'seenAt'> = {
      build: report.terminalBuild!,
      broker: report.broker!,
      server: report.server ?? null,
      login: report.login ?? null,
      currency: report.currency!,
      balance: report.balance!,
      equity: report.equity!,
      lotStep: report.lotStep ?? null,
      lotSteps: report.lotSteps ?? null,
      notTrading: report.notTrading ?? null,
    };
    const at = this.clock.now();
    await this.accounts.recordHeartbeat(account.id, terminal, at);
    await this.sharedLogins.check(Object.assign(account, { terminal: { ...terminal, seenAt: at } }));
  }

  private async filled(account: MtAccount, report: EaReportDto, delay: number): Promise<EaTradeDto> {
    const signal = await this.shownSignal(report.signalId!, delay);
    const ticket = report.ticket!;
    // The signal first: a copy of this report committed before this read is the same fill.
    const existing = await this.trades.findOneBy({ accountId: account.id, signalId: signal.id });
    if (existing?.ticket === ticket) return toEaTradeDto(existing, signal);
    if (existing?.ticket)
      throw new ConflictException(
        `Signal ${signal.id} is already filled on this account with ticket ${existing.ticket}: one signal, one order.`,
      );
    const byTicket = await this.trades.findOneBy({ accountId: account.id, ticket });
    // A copy may also commit between these two reads: the same signal under the same ticket is that fill.
    if (byTicket?.signalId === signal.id) return toEaTradeDto(byTicket, signal);
    if (byTicket)
      throw new ConflictException(
        `Ticket ${ticket} is already recorded for signal ${byTicket.signalId} on this account.`,
      );
    const fill = {
      status: 'filled' as const,
      ticket,
      volume: report.volume!,
      fillPrice: report.price!,
      filledAt: new Date(report.time!),
      slippagePips: slippagePips(signal.symbol, signal.signalType, signal.entryPrice, report.price!),
      skipReason: null,
    };
    // A signal first reported skipped and then filled (a retry that went through): the fill is what happened.
    const trade = existing
      ? await this.trades.save(Object.assign(existing, fill))
      : await this.trades.save(this.trades.create({ accountId: account.id, signalId: signal.id, ...fill }));
    return toEaTradeDto(trade, signal);
  }

  private async skipped(account: MtAccount, report: EaReportDto, delay: number): Promise<EaTradeDto> {
    const signal = await this.shownSignal(report.signalId!, delay);
    const existing = await this.trades.findOneBy({ accountId: account.id, signalId: signal.id });
    if (existing) return toEaTradeDto(existing, signal);
    const trade = await this.trades.save(
      this.trades.create({ accountId: account.id, signalId: signal.id, status: 'skipped', skipReason: report.reason! }),
    );
    return toEaTradeDto(trade, signal);
  }

  private async closed(account: MtAccount, report: EaReportDto): Promise<EaTradeDto> {
    const trade = await this.trades.findOne({
      where: { accountId: account.id, ticket: report.ticket! },
      relations: { signal: true },
    });
    if (!trade) throw new NotFoundException(`No fill with ticket ${report.ticket} is recorded on this account.`);
    const signal = trade.signal;
    if (trade.status === 'closed') return toEaTradeDto(trade, signal);
    const close = {
      status: 'closed' as const,
      closePrice: report.price!,
      closedAt: new Date(report.time!),
      profit: report.profit!,
      closeNote: report.note ?? null,
      resultR: resultR(signal.signalType, trade.fillPrice!, report.price!, signal.entryPrice, signal.stopLoss),
    };
    await this.trades.update({ id: trade.id }, { ...close, updatedAt: this.clock.now() });
    return toEaTradeDto(Object.assign(trade, close), signal);
  }

  /**
   * A signal this account's feed has shown (published, and past the owner's plan delay); any other
   * is "never sent", with nothing of it in the answer.
   */
  private async shownSignal(signalId: number, delay: number): Promise<Signal> {
    const signal = await this.signals.find(signalId);
    if (!signal || visibleAt(signal, delay) > this.clock.now().getTime())
      throw new NotFoundException(`Signal ${signalId} was never sent to this account.`);
    return signal;
  }
}

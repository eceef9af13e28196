import { readFile } from 'node:fs/promises';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { verdictOf } from '#domain/verdict';
import type { BacktestReportDto } from './backtest-report.dto.js';

/** Written by `npm run backtest -- --out` (docs/signals.md) and versioned beside the model. */
export const BACKTEST_REPORT_FILE = new URL('./model/backtest-report.json', import.meta.url);

/** The committed back-test report, read once, served with the verdict its figures allow. */
@Injectable()
export class BacktestReportService {
  private readonly logger = new Logger(BacktestReportService.name);
  private report: Promise<BacktestReportDto> | null = null;

  async get(): Promise<BacktestReportDto> {
    this.report ??= readFile(BACKTEST_REPORT_FILE, 'utf8').then((text) => withVerdict(JSON.parse(text)));
    try {
      return await this.report;
    } catch (error) {
      this.report = null;
      this.logger.error(`Back-test report unreadable: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The back-test report is not available on this server.');
    }
  }
}

const year = (iso: string) => new Date(iso).getUTCFullYear();
const lastYear = (iso: string) => new Date(Date.parse(iso) - 1).getUTCFullYear();

/**
 * The verdict of the committed report. No year it covers is a window no design choice used: the
 * design was chosen on its first years and the rest had been looked at by earlier rounds of
 * research, so whatever its figures, it can say at most "No edge over chance shown after costs".
 */
function withVerdict(report: Omit<BacktestReportDto, 'verdict' | 'windowNote'>): BacktestReportDto {
  const { chosenOn, confirmedOn } = report.design;
  return {
    ...report,
    verdict: verdictOf({
      trades: report.engine.trades,
      months: report.interval.months,
      averageR: report.engine.averageR,
      chanceP95: report.baselines.randomSameEntries.p95,
      stressedAverageR: null,
      stressedChanceP95: null,
      unusedWindow: false,
    }),
    windowNote:
      `Its design was chosen on ${year(chosenOn.from)}–${lastYear(chosenOn.to)}, and ` +
      `${year(confirmedOn.from)}–${lastYear(confirmedOn.to)} had been looked at by earlier rounds of research: ` +
      'no year here is a fresh test.',
  };
}

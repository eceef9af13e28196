import { readFile } from 'node:fs/promises';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { STRESSED_COST_MULTIPLE, verdictOf } from '#domain/verdict';
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
const years = (period: { from: string; to: string }) =>
  year(period.from) === lastYear(period.to) ? `${year(period.from)}` : `${year(period.from)}–${lastYear(period.to)}`;

/**
 * The verdict of the committed report, by the one verdict rule. Its years are a window no design
 * choice used only if the research protocol says so (`design.windowUsedByDesign`); on the shared
 * data none is, so whatever its figures it can say at most "No edge over chance shown after costs".
 */
function withVerdict(report: Omit<BacktestReportDto, 'verdict' | 'windowNote'>): BacktestReportDto {
  const { chosenOn, confirmedOn, look, windowUsedByDesign } = report.design;
  // With financing where the report charged it (a daily signal is held over nights): the stricter reading.
  const charged = (multiple: number) =>
    report.charged?.find((row) => row.costMultiple === multiple && row.financing) ??
    report.charged?.find((row) => row.costMultiple === multiple);
  const [atFloors, stressed] = [charged(1), charged(STRESSED_COST_MULTIPLE)];
  return {
    ...report,
    verdict: verdictOf({
      trades: report.engine.trades,
      months: report.interval.months,
      averageR: atFloors?.netR ?? report.engine.averageR,
      chanceP95: atFloors?.coinP95 ?? report.baselines.randomSameEntries.p95,
      stressedAverageR: stressed?.netR ?? null,
      stressedChanceP95: stressed?.coinP95 ?? null,
      unusedWindow: windowUsedByDesign === false,
    }),
    windowNote:
      `Its design was chosen on ${years(chosenOn)}, and ${years(confirmedOn)} ` +
      (look && look > 1
        ? `was looked at ${look} times, earlier rounds of research included`
        : 'had been looked at by earlier rounds of research') +
      ': no year here is a fresh test.',
  };
}

import { readFile } from 'node:fs/promises';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { BacktestReportDto } from './backtest-report.dto.js';

/** Written by `npm run backtest -- --out` (docs/signals.md) and versioned beside the model. */
export const BACKTEST_REPORT_FILE = new URL('./model/backtest-report.json', import.meta.url);

/** The committed back-test report, read once and served as it is. */
@Injectable()
export class BacktestReportService {
  private readonly logger = new Logger(BacktestReportService.name);
  private report: Promise<BacktestReportDto> | null = null;

  async get(): Promise<BacktestReportDto> {
    this.report ??= readFile(BACKTEST_REPORT_FILE, 'utf8').then((text) => JSON.parse(text) as BacktestReportDto);
    try {
      return await this.report;
    } catch (error) {
      this.report = null;
      this.logger.error(`Back-test report unreadable: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The back-test report is not available on this server.');
    }
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Professional plan's wording, where an install still has the first defaults: it promised
 * signals for every major and cross, and a record of every closed signal. Signals now go to the
 * measured symbols only, with their measured figures after costs. An admin's own wording is left.
 */
const BEFORE = {
  description: 'AI signals for forex majors and crosses and the economic calendar, for one trading account.',
  features: [
    'AI signals for forex majors and crosses, 15 minutes after publication',
    'Entry, stop loss, take profit and news-aware reasoning on every signal',
    'Economic calendar: the past week and the week ahead, with a calendar feed',
    'Public track record of every closed signal',
    '1 MetaTrader account',
  ],
};
const AFTER = {
  description: 'AI signals on the symbols measured out of sample, and the economic calendar, for one trading account.',
  features: [
    'AI signals on every symbol measured out of sample, 15 minutes after publication',
    'Entry, stop loss, take profit, reasoning and what signals like it did after costs',
    'Economic calendar: the past week and the week ahead, with a calendar feed',
    'Public track record after costs, beside chance, in a ledger anyone can verify',
    '1 MetaTrader account',
  ],
};

export class PlanClaimsFollowMeasurements1795640000000 implements MigrationInterface {
  name = 'PlanClaimsFollowMeasurements1795640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, BEFORE, AFTER);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, AFTER, BEFORE);
  }

  private async replace(queryRunner: QueryRunner, from: typeof BEFORE, to: typeof BEFORE): Promise<void> {
    await queryRunner.query(
      'UPDATE "plans" SET "description" = ?, "features" = ? WHERE "planType" = ? AND "description" = ? AND "features" = ?',
      [to.description, JSON.stringify(to.features), 'BASIC', from.description, JSON.stringify(from.features)],
    );
  }
}

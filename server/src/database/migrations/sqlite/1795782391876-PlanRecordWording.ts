import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Professional plan's record feature, where an install still has the defaults: "a ledger anyone
 * can verify" claimed more than the old hash chain proved. The record now comes from a signed
 * transparency log with a verifier anyone can run. An admin's own wording is left.
 */
const FEATURES = [
  'AI signals on every symbol measured out of sample, 15 minutes after publication',
  'Entry, stop loss, take profit, reasoning and what signals like it did after costs',
  'Economic calendar: the past week and the week ahead, with a calendar feed',
  'Public track record after costs, beside chance, in a ledger anyone can verify',
  '1 MetaTrader account',
];
const NOW = FEATURES.map((feature) =>
  feature.startsWith('Public track record')
    ? 'Public track record after costs, beside chance, from a signed log anyone can check'
    : feature,
);

export class PlanRecordWording1795782391876 implements MigrationInterface {
  name = 'PlanRecordWording1795782391876';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, FEATURES, NOW);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.replace(queryRunner, NOW, FEATURES);
  }

  private async replace(queryRunner: QueryRunner, from: string[], to: string[]): Promise<void> {
    await queryRunner.query(
      'UPDATE "plans" SET "features" = ? WHERE "planType" = ? AND "features" = ?',
      [JSON.stringify(to), 'BASIC', JSON.stringify(from)],
    );
  }
}

import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options.js';
import { NewsEvent } from '../../server/src/news/news-event.entity.js';
import { Plan } from '../../server/src/plans/plan.entity.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { join } from 'node:path';

const driver = process.env.DATABASE_URL?.split(':')[0] ?? 'sqlite';

describe(`database on ${driver}`, () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = new DataSource(
      dataSourceOptions(
        database.databaseUrl
          ? { type: database.databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql', url: database.databaseUrl }
          : { type: 'better-sqlite3', file: join(database.dataDir, 'app.sqlite') },
      ),
    );
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('runs every migration at start', async () => {
    const pending = await dataSource.showMigrations();
    expect(pending).toBe(false);
  });

  it('has migrations that produce exactly the schema of the entities', async () => {
    const changes = await dataSource.driver.createSchemaBuilder().log();
    expect(changes.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('round-trips money and dates identically', async () => {
    const plans = dataSource.getRepository(Plan);
    const startedAt = new Date('2026-03-29T01:30:00.123Z');
    const saved = await plans.save(
      plans.create({
        planType: 'TRIAL',
        name: 'Round trip',
        description: 'Checks what the driver hands back',
        monthlyPrice: '29',
        yearlyPrice: '313.2',
        accountLimit: 999,
        features: ['Signals', 'News — weekly', 'Ünïcode ✓'],
        createdAt: startedAt,
      }),
    );
    const loaded = await plans.findOneByOrFail({ id: saved.id });
    expect(loaded.monthlyPrice).toBe('29.00');
    expect(loaded.yearlyPrice).toBe('313.20');
    expect(loaded.createdAt).toBeInstanceOf(Date);
    expect(loaded.createdAt.toISOString()).toBe('2026-03-29T01:30:00.123Z');
    expect(loaded.updatedAt.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
    expect(loaded.features).toEqual(['Signals', 'News — weekly', 'Ünïcode ✓']);
    expect(loaded.isActive).toBe(true);
    expect(loaded.isPopular).toBe(false);
  });

  it('keeps cents exact through sums', async () => {
    const plans = dataSource.getRepository(Plan);
    await plans.save(
      plans.create({
        planType: 'CUSTOM',
        name: 'Cents',
        description: 'Sums of cents',
        monthlyPrice: '0.10',
        yearlyPrice: '0.20',
        accountLimit: 1,
        features: [],
      }),
    );
    const loaded = await plans.findOneByOrFail({ planType: 'CUSTOM' });
    expect(loaded.monthlyPrice).toBe('0.10');
    expect(loaded.yearlyPrice).toBe('0.20');
  });

  it('round-trips news surprises and times, and holds one row per source key', async () => {
    const events = dataSource.getRepository(NewsEvent);
    const fields = {
      source: 'fmp' as const,
      sourceKey: 'a'.repeat(40),
      event: 'EIA Crude Oil Stocks Change (Aug/21) — Ünïcode',
      country: 'US',
      currency: 'USD',
      sourceImpact: 'Medium',
      publishedAt: new Date('2026-03-08T07:30:00.456Z'),
      previous: '4.405',
      forecast: '0.6',
      actual: '0.095',
      impact: 'medium' as const,
      surprise: 'Below forecast (-0.505)',
      surpriseNumeric: -0.505,
      sentiment: null,
      analyzedAt: null,
    };
    const saved = await events.save(events.create(fields));
    const loaded = await events.findOneByOrFail({ id: saved.id });
    expect(loaded.surpriseNumeric).toBe(-0.505);
    expect(loaded.publishedAt.toISOString()).toBe('2026-03-08T07:30:00.456Z');
    expect(loaded.event).toBe(fields.event);
    await events.save(events.create({ ...fields, source: 'demo' }));
    await expect(events.save(events.create(fields))).rejects.toThrow();
    expect(await events.countBy({ sourceKey: fields.sourceKey })).toBe(2);
  });
});

import { Column, Entity, Index, Unique } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import type { NewsImpact, Sentiment } from './news-analysis.js';
import type { NewsSourceName } from './providers/news-source.js';

/**
 * One economic calendar event from one source. `sourceKey` identifies it within its source,
 * so a re-fetch updates the row (a released actual fills in) instead of adding another. The
 * analysis fields are filled by the analysis step and cleared whenever the event changes.
 */
@Entity('news_events')
@Unique('UQ_news_events_source_key', ['source', 'sourceKey'])
@Index('IDX_news_events_source_published', ['source', 'publishedAt'])
export class NewsEvent extends BaseRecord {
  @Column({ type: 'varchar', length: 16 })
  source!: NewsSourceName;

  @Column({ type: 'varchar', length: 64 })
  sourceKey!: string;

  @Column({ type: 'varchar', length: 200 })
  event!: string;

  @Column({ type: 'varchar', length: 8 })
  country!: string;

  @Column({ type: 'varchar', length: 8 })
  currency!: string;

  /** The impact as the source wrote it. */
  @Column({ type: 'varchar', length: 32 })
  sourceImpact!: string;

  @DateTimeColumn()
  publishedAt!: Date;

  @Column({ type: 'varchar', length: 40, nullable: true })
  previous!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  forecast!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  actual!: string | null;

  /** Normalised impact (spec section 5); null until analysed. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  impact!: NewsImpact | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  surprise!: string | null;

  /** Actual minus forecast in the forecast's unit (percentage points, thousands, …). */
  @Column({ type: 'double', nullable: true })
  surpriseNumeric!: number | null;

  /** How the surprise reads for the currency; null without a surprise or for events that do not move it. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  sentiment!: Sentiment | null;

  @DateTimeColumn({ nullable: true })
  analyzedAt!: Date | null;
}

import { Column, Entity, Index } from 'typeorm';
import { BaseRecord, DateTimeColumn } from '../database/columns.js';
import type { NewsSourceName } from './providers/news-source.js';

/**
 * One call to a news source and what came of it. The latest row of a source says when it may
 * be called again (shared by every replica and kept across restarts) and when the news was
 * last fetched successfully.
 */
@Entity('news_fetches')
@Index('IDX_news_fetches_source_attempted', ['source', 'attemptedAt'])
export class NewsFetch extends BaseRecord {
  @Column({ type: 'varchar', length: 16 })
  source!: NewsSourceName;

  @DateTimeColumn()
  attemptedAt!: Date;

  @Column({ type: 'boolean' })
  succeeded!: boolean;

  /** The source may not be called before this. */
  @DateTimeColumn()
  nextFetchAt!: Date;

  @Column({ type: 'int', default: 0 })
  received!: number;

  @Column({ type: 'int', default: 0 })
  inserted!: number;

  @Column({ type: 'int', default: 0 })
  updated!: number;

  @Column({ type: 'int', default: 0 })
  removed!: number;

  @Column({ type: 'varchar', length: 300, nullable: true })
  error!: string | null;
}

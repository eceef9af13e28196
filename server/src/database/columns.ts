import { BeforeInsert, BeforeUpdate, Column, ColumnOptions, PrimaryGeneratedColumn, ValueTransformer } from 'typeorm';

/**
 * Money is held as a decimal string with two places ("313.20"). MySQL hands decimals back as
 * strings and SQLite as numbers; this makes both read the same.
 */
export const moneyTransformer: ValueTransformer = {
  to: (value: string | number | null | undefined) => (value === null || value === undefined ? value : toMoney(value)),
  from: (value: string | number | null) => (value === null ? null : toMoney(value)),
};

export function toMoney(value: string | number): string {
  return Number(value).toFixed(2);
}

export function MoneyColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'decimal', precision: 12, scale: 2, transformer: moneyTransformer, ...options });
}

/** A decimal read back as a number on both drivers (MySQL hands decimals back as strings). */
export const decimalNumberTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** Prices (up to 5 decimals, up to 13 integer digits) and ratios, held exactly, read as numbers. */
export function DecimalNumberColumn(precision: number, scale: number, options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'decimal', precision, scale, transformer: decimalNumberTransformer, ...options });
}

/** A UTC date-time with millisecond precision on both drivers. */
export function DateTimeColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'datetime', precision: 3, ...options });
}

/**
 * id, createdAt and updatedAt for every table. The timestamps are set here rather than by a
 * database default so that both drivers store the same millisecond value. Write with save().
 */
export abstract class BaseRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @DateTimeColumn()
  createdAt!: Date;

  @DateTimeColumn()
  updatedAt!: Date;

  @BeforeInsert()
  protected stampCreated(): void {
    const now = new Date();
    this.createdAt ??= now;
    this.updatedAt ??= now;
  }

  @BeforeUpdate()
  protected stampUpdated(): void {
    this.updatedAt = new Date();
  }
}

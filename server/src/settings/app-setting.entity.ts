import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../database/columns.js';

/** One setting an admin changes in the admin portal, by name; a missing row means its default. */
@Entity('app_settings')
export class AppSetting extends BaseRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  name!: string;

  @Column({ type: 'simple-json' })
  value!: unknown;
}

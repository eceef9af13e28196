import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { EntityChangeSubscriber } from '../cache/entity-change.subscriber.js';
import { InvalidationBus } from '../cache/invalidation-bus.js';
import { isUniqueViolation } from '../common/unique-violation.js';
import { AppSetting } from './app-setting.entity.js';

/** Every setting an admin can change, with the value it has until someone does. */
export const SETTING_DEFAULTS = {
  /** Admin and support accounts must sign in with a second factor to use the admin portal. */
  requireStaffTwoFactor: false,
};
export type Settings = typeof SETTING_DEFAULTS;
export type SettingName = keyof Settings;

const TOPIC = 'app-settings';
/** While every change reaches this process, a safety net only; otherwise how stale it may be. */
const LIFETIME_LIVE_MS = 60_000;
const LIFETIME_UNSURE_MS = 1_000;

/**
 * The admin's settings, read on every staff request: held in memory, and dropped here and on the
 * other replicas whenever one is written.
 */
@Injectable()
export class SettingsService {
  private loaded: { settings: Promise<Settings>; at: number } | null = null;

  constructor(
    @InjectRepository(AppSetting) private readonly rows: Repository<AppSetting>,
    private readonly bus: InvalidationBus,
    dataSource: DataSource,
  ) {
    bus.on(TOPIC, () => (this.loaded = null));
    dataSource.subscribers.push(
      new EntityChangeSubscriber(
        AppSetting,
        () => TOPIC,
        () => bus.publish(TOPIC),
      ),
    );
  }

  async get(): Promise<Settings> {
    const lifetime = this.bus.live ? LIFETIME_LIVE_MS : LIFETIME_UNSURE_MS;
    if (!this.loaded || Date.now() - this.loaded.at >= lifetime) {
      const settings = this.load();
      this.loaded = { settings, at: Date.now() };
      // A failed read is not kept: the next request asks again.
      settings.catch(() => (this.loaded = null));
    }
    return this.loaded.settings;
  }

  /** Writes one setting inside the caller's transaction; answers the row's id (for the audit). */
  async set<Name extends SettingName>(name: Name, value: Settings[Name], manager: EntityManager): Promise<number> {
    const repository = manager.getRepository(AppSetting);
    const existing = await repository.findOneBy({ name });
    if (existing) {
      existing.value = value;
      return (await repository.save(existing)).id;
    }
    try {
      return (await repository.save(repository.create({ name, value }))).id;
    } catch (error) {
      // Two first writes at once: the unique name lets one insert win; this one updates it.
      if (!isUniqueViolation(error)) throw error;
      const winner = await repository.findOneByOrFail({ name });
      winner.value = value;
      return (await repository.save(winner)).id;
    }
  }

  private async load(): Promise<Settings> {
    const rows = await this.rows.find();
    const settings = { ...SETTING_DEFAULTS };
    for (const row of rows) {
      const name = row.name as SettingName;
      // A stored value of the wrong type (an older release's) counts as the default.
      if (name in SETTING_DEFAULTS && typeof row.value === typeof SETTING_DEFAULTS[name])
        settings[name] = row.value as Settings[typeof name];
    }
    return settings;
  }
}

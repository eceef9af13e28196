import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import type { AccessState, AccessStates } from '../access/access-state.js';
import { ALL, EntityChangeSubscriber, type ChangedKey } from '../cache/entity-change.subscriber.js';
import { InvalidationBus } from '../cache/invalidation-bus.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { TwoFactorCredential } from '../two-factor/two-factor-credential.entity.js';
import { User } from '../users/user.entity.js';

export const ACCESS_STATE_TOPIC = 'access-state';
/**
 * Longer than the portal's 60-second poll, so a polling trader is checked from memory. Every change
 * drops the entry at once here and, through Redis, on the other replicas: the lifetime only bounds
 * how long a lost message could matter.
 */
const LIFETIME_MS = 120_000;
/** Beyond this many users the oldest entries make room. */
const MAX_ENTRIES = 50_000;

interface Entry {
  state: AccessState | null;
  storedAt: number;
}

/**
 * User id → role, disabled, token generation, two-factor sign-in and subscription, held in memory
 * for a short while. Entries are dropped when the user, the subscription or the two-factor
 * credential is written, and nothing is trusted while changes from other replicas might be missed
 * (InvalidationBus.live).
 */
@Injectable()
export class AccessStateCache implements AccessStates {
  private readonly entries = new Map<number, Entry>();
  /** Bumped by every drop, so a read that started before a change never stores what it read. */
  private version = 0;
  private readonly listeners: ((userId: number | undefined) => void)[] = [];

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(TwoFactorCredential) private readonly twoFactorCredentials: Repository<TwoFactorCredential>,
    private readonly bus: InvalidationBus,
    dataSource: DataSource,
  ) {
    bus.on(ACCESS_STATE_TOPIC, (key) => this.forget(key === undefined ? undefined : Number(key)));
    const dropKey = (key: ChangedKey) => this.drop(key === ALL ? undefined : Number(key));
    dataSource.subscribers.push(
      new EntityChangeSubscriber(User, (user) => user.id, dropKey),
      new EntityChangeSubscriber(Subscription, (subscription) => subscription.userId, dropKey),
      new EntityChangeSubscriber(TwoFactorCredential, (credential) => credential.userId, dropKey),
    );
  }

  /** The user's state if it is in memory and fresh (null: no such user), else undefined: ask get(). */
  peek(userId: number): AccessState | null | undefined {
    return this.fresh(userId, Date.now())?.state;
  }

  async get(userId: number): Promise<AccessState | null> {
    const now = Date.now();
    const entry = this.fresh(userId, now);
    if (entry) return entry.state;
    const version = this.version;
    const state = (await this.load([userId])).get(userId) ?? null;
    if (version === this.version) this.store(userId, state, now);
    return state;
  }

  async getMany(userIds: number[]): Promise<Map<number, AccessState>> {
    const now = Date.now();
    const found = new Map<number, AccessState>();
    const missing: number[] = [];
    for (const userId of new Set(userIds)) {
      const entry = this.fresh(userId, now);
      if (!entry) missing.push(userId);
      else if (entry.state) found.set(userId, entry.state);
    }
    if (!missing.length) return found;
    const version = this.version;
    const loaded = await this.load(missing);
    for (const userId of missing) {
      const state = loaded.get(userId) ?? null;
      if (version === this.version) this.store(userId, state, now);
      if (state) found.set(userId, state);
    }
    return found;
  }

  /** Drops one user (or everyone) here and on every replica. */
  drop(userId?: number): void {
    this.bus.publish(ACCESS_STATE_TOPIC, userId === undefined ? undefined : String(userId));
  }

  private fresh(userId: number, now: number): Entry | undefined {
    const entry = this.entries.get(userId);
    return entry && now - entry.storedAt < LIFETIME_MS && this.bus.live ? entry : undefined;
  }

  private store(userId: number, state: AccessState | null, now: number): void {
    if (!this.bus.live) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(userId);
    this.entries.set(userId, { state, storedAt: now });
  }

  onChange(listener: (userId: number | undefined) => void): void {
    this.listeners.push(listener);
  }

  private forget(userId: number | undefined): void {
    this.version += 1;
    const everyone = userId === undefined || Number.isNaN(userId);
    if (everyone) this.entries.clear();
    else this.entries.delete(userId);
    for (const listener of this.listeners) listener(everyone ? undefined : userId);
  }

  private async load(userIds: number[]): Promise<Map<number, AccessState>> {
    const ids = userIds.length === 1 ? userIds[0] : In(userIds);
    const [users, subscriptions, credentials] = await Promise.all([
      this.users.find({
        where: { id: ids },
        select: { id: true, email: true, role: true, disabledAt: true, tokenGeneration: true },
      }),
      this.subscriptions.find({
        where: { userId: ids },
        select: { id: true, userId: true, status: true, expiresAt: true, planType: true },
      }),
      this.twoFactorCredentials.find({ where: { userId: ids }, select: { id: true, userId: true, enabledAt: true } }),
    ]);
    const subscriptionOf = new Map(subscriptions.map((subscription) => [subscription.userId, subscription]));
    const twoFactorOn = new Set(credentials.filter((credential) => credential.enabledAt).map((c) => c.userId));
    return new Map(
      users.map((user) => {
        const subscription = subscriptionOf.get(user.id);
        const state: AccessState = {
          id: user.id,
          email: user.email,
          role: user.role,
          disabled: user.disabledAt !== null,
          tokenGeneration: user.tokenGeneration,
          twoFactor: twoFactorOn.has(user.id),
          subscription: subscription
            ? { status: subscription.status, expiresAt: subscription.expiresAt, planType: subscription.planType }
            : null,
        };
        return [user.id, state];
      }),
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ALL, EntityChangeSubscriber, type ChangedKey } from '../cache/entity-change.subscriber.js';
import { InvalidationBus } from '../cache/invalidation-bus.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { TwoFactorCredential } from '../two-factor/two-factor-credential.entity.js';
import { User } from '../users/user.entity.js';

/** What the guards need to know about a caller on every request. */
export interface AccessState {
  id: number;
  email: string;
  role: User['role'];
  disabled: boolean;
  tokenGeneration: number;
  /** Two-factor sign-in is on (set up and confirmed). */
  twoFactor: boolean;
  subscription: Pick<Subscription, 'status' | 'expiresAt' | 'planType'> | null;
}

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
export class AccessStateCache {
  private readonly entries = new Map<number, Entry>();
  /** Bumped by every drop, so a read that started before a change never stores what it read. */
  private version = 0;

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

  async get(userId: number): Promise<AccessState | null> {
    const now = Date.now();
    const entry = this.entries.get(userId);
    if (entry && now - entry.storedAt < LIFETIME_MS && this.bus.live) return entry.state;
    const version = this.version;
    const state = await this.load(userId);
    if (version === this.version && this.bus.live) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.delete(userId);
      this.entries.set(userId, { state, storedAt: now });
    }
    return state;
  }

  /** Drops one user (or everyone) here and on every replica. */
  drop(userId?: number): void {
    this.bus.publish(ACCESS_STATE_TOPIC, userId === undefined ? undefined : String(userId));
  }

  private forget(userId: number | undefined): void {
    this.version += 1;
    if (userId === undefined || Number.isNaN(userId)) this.entries.clear();
    else this.entries.delete(userId);
  }

  private async load(userId: number): Promise<AccessState | null> {
    const [user, subscription, twoFactor] = await Promise.all([
      this.users.findOne({
        where: { id: userId },
        select: { id: true, email: true, role: true, disabledAt: true, tokenGeneration: true },
      }),
      this.subscriptions.findOne({
        where: { userId },
        select: { id: true, status: true, expiresAt: true, planType: true },
      }),
      this.twoFactorCredentials.findOne({ where: { userId }, select: { id: true, enabledAt: true } }),
    ]);
    if (!user) return null;
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      disabled: user.disabledAt !== null,
      tokenGeneration: user.tokenGeneration,
      twoFactor: Boolean(twoFactor?.enabledAt),
      subscription: subscription
        ? { status: subscription.status, expiresAt: subscription.expiresAt, planType: subscription.planType }
        : null,
    };
  }
}

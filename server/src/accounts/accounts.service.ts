import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { UserLockService } from '../database/user-lock.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { accountKeyHash, accountKeyPrefix, newAccountKey } from './account-key.js';
import type { IssuedKeyDto, RevokedKeysDto } from './dto/issue-key.dto.js';
import type { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { MtAccount, type TerminalColumns } from './mt-account.entity.js';
import { toMtAccountDto, type MtAccountDto } from './mt-account.dto.js';
import { plural } from '#domain/plural';

/** A second add of the same ID this soon after the first is the same submit, sent twice. */
const SAME_SUBMIT_MS = 60 * 1000;

export const ACCOUNT_NOT_FOUND = 'MT account not found';
export const KEY_CHANGED_MESSAGE =
  "This account's key changed meanwhile (another click or tab): reload the page to see the key in force.";

export const NO_PLAN_MESSAGE =
  'Choose a plan first: MetaTrader accounts are linked under a plan, and its limit says how many.';

@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(MtAccount) private readonly accounts: Repository<MtAccount>,
    private readonly subscriptions: SubscriptionsService,
    private readonly userLock: UserLockService,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<MtAccountDto[]> {
    const accounts = await this.accounts.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return Promise.all(accounts.map((account) => this.toDto(account)));
  }

  /**
   * Other traders' accounts whose Expert Advisor reported the same broker server and login as this
   * one's: logins are unique per server only, so both are compared.
   */
  async sameLogin(account: Pick<MtAccount, 'userId' | 'terminal'>): Promise<MtAccount[]> {
    const { server, login } = account.terminal;
    if (!server || !login) return [];
    return this.accounts.find({
      where: { terminal: { server, login }, userId: Not(account.userId) },
      order: { id: 'ASC' },
    });
  }

  /** Each of a trader's accounts (by id) with the other traders' accounts on its server and login. */
  async sameLoginsOf(userId: number): Promise<Map<number, MtAccount[]>> {
    const accounts = await this.accounts.findBy({ userId });
    return new Map(
      await Promise.all(accounts.map(async (account) => [account.id, await this.sameLogin(account)] as const)),
    );
  }

  /** Marks the owner of this account told of a shared login; false when they were told already. */
  async markSharedLoginNotice(accountId: number, at: Date): Promise<boolean> {
    const result = await this.accounts.update(
      { id: accountId, sharedLoginNoticeAt: IsNull() },
      { sharedLoginNoticeAt: at, updatedAt: at },
    );
    return (result.affected ?? 0) > 0;
  }

  private async toDto(account: MtAccount): Promise<MtAccountDto> {
    return toMtAccountDto(account, (await this.sameLogin(account)).length > 0);
  }

  /**
   * Links an account, never past the limit of the plan in force, also when several adds (or an
   * add and a plan change) arrive at once: both run under the trader's lock. The same ID sent
   * again within a minute (a double submit) answers the account that request linked.
   */
  async add(userId: number, mtId: string): Promise<MtAccountDto> {
    return this.userLock.run(userId, async (manager) => {
      if (!(await this.subscriptions.hasPlan(userId, manager))) throw new ForbiddenException(NO_PLAN_MESSAGE);
      const { maxAccounts, plan } = await this.subscriptions.limits(userId, manager);
      const repository = manager.getRepository(MtAccount);
      const linked = await repository.findOneBy({ userId, mtId });
      if (linked && linked.createdAt.getTime() > this.clock.now().getTime() - SAME_SUBMIT_MS)
        return toMtAccountDto(linked, false);
      if (linked) throw new ConflictException(`MT account ${mtId} is already linked`);
      if ((await repository.countBy({ userId })) >= maxAccounts) {
        const accounts = plural(maxAccounts, 'account');
        throw new ForbiddenException(
          `You've reached the maximum of ${accounts} for your ${await this.subscriptions.planName(plan)} plan`,
        );
      }
      const now = this.clock.now();
      const account = await repository.save(repository.create({ userId, mtId, createdAt: now, updatedAt: now }));
      return toMtAccountDto(account, false);
    });
  }

  async remove(userId: number, id: number): Promise<{ success: true }> {
    // Someone else's account is "not found", not "forbidden": its existence is not ours to tell.
    const result = await this.accounts.delete({ id, userId });
    if (!result.affected) throw new NotFoundException(ACCOUNT_NOT_FOUND);
    return { success: true };
  }

  /** One of the caller's accounts; someone else's is "not found". */
  async own(userId: number, id: number): Promise<MtAccount> {
    const account = await this.accounts.findOneBy({ id, userId });
    if (!account) throw new NotFoundException(ACCOUNT_NOT_FOUND);
    return account;
  }

  /**
   * A new key for the account's Expert Advisor, replacing the one in force (which stops working at
   * once). `replaces` is the prefix of the key the caller saw: if the key changed since (a second
   * click, another tab), nothing is issued, so the key a page shows is never one already replaced.
   */
  async issueKey(userId: number, id: number, replaces: string | null): Promise<IssuedKeyDto> {
    return this.userLock.run(userId, async (manager) => {
      const repository = manager.getRepository(MtAccount);
      const account = await repository.findOneBy({ id, userId });
      if (!account) throw new NotFoundException(ACCOUNT_NOT_FOUND);
      if ((account.keyPrefix ?? null) !== (replaces ?? null)) throw new ConflictException(KEY_CHANGED_MESSAGE);
      const key = newAccountKey();
      const issuedAt = this.clock.now();
      await repository.update(
        { id },
        {
          keyHash: accountKeyHash(key),
          keyPrefix: accountKeyPrefix(key),
          keyIssuedAt: issuedAt,
          keyRevokedAt: null,
          updatedAt: issuedAt,
        },
      );
      return { key, prefix: accountKeyPrefix(key), issuedAt: issuedAt.toISOString() };
    });
  }

  /**
   * The key stops working at once, on every replica: keys are looked up on every request. The
   * moment is kept, so the dashboard says when; revoking an account without a key changes nothing.
   */
  async revokeKey(userId: number, id: number): Promise<MtAccountDto> {
    const account = await this.own(userId, id);
    if (!account.keyHash) return this.toDto(account);
    const revoked = { keyHash: null, keyPrefix: null, keyIssuedAt: null, keyRevokedAt: this.clock.now() };
    await this.accounts.update({ id }, { ...revoked, updatedAt: revoked.keyRevokedAt });
    return this.toDto(Object.assign(account, revoked));
  }

  /**
   * Revokes the key of every account of the user at once (the dashboard's "Revoke all keys", a
   * password reset), under the user's lock so that a key issued at the same moment is either
   * revoked too or issued after. Answers the accounts that had a key: those need a new one.
   */
  async revokeAllKeys(userId: number): Promise<MtAccount[]> {
    return this.userLock.run(userId, async (manager) => {
      const repository = manager.getRepository(MtAccount);
      const keyed = await repository.find({ where: { userId, keyHash: Not(IsNull()) }, order: { id: 'ASC' } });
      if (!keyed.length) return [];
      const at = this.clock.now();
      await repository.update(
        { id: In(keyed.map((account) => account.id)) },
        { keyHash: null, keyPrefix: null, keyIssuedAt: null, keyRevokedAt: at, updatedAt: at },
      );
      return keyed;
    });
  }

  /** revokeAllKeys, as the dashboard's button is answered. */
  async revokeAllKeysAnswer(userId: number): Promise<RevokedKeysDto> {
    const revoked = (await this.revokeAllKeys(userId)).map((account) => account.mtId);
    const accounts = `${revoked.length} ${revoked.length === 1 ? 'account' : 'accounts'}`;
    return {
      revoked,
      message: revoked.length
        ? `The keys of ${accounts} were revoked: ${revoked.join(', ')}. Issue a new key for each to carry on.`
        : 'None of your accounts had a key: nothing was revoked.',
    };
  }

  /** The user's accounts whose Expert Advisor key is in force. */
  keyed(userId: number): Promise<MtAccount[]> {
    return this.accounts.find({ where: { userId, keyHash: Not(IsNull()) }, order: { id: 'ASC' } });
  }

  /** The account a key belongs to, or null (no such key, revoked, replaced, or not a key at all). */
  async byKey(key: string): Promise<MtAccount | null> {
    const keyHash = accountKeyHash(key);
    return keyHash ? this.accounts.findOneBy({ keyHash }) : null;
  }

  /** What the account's Expert Advisor said of its terminal in its latest heartbeat, received `at`. */
  async recordHeartbeat(accountId: number, terminal: Omit<TerminalColumns, 'seenAt'>, at: Date): Promise<void> {
    await this.accounts.update({ id: accountId }, { terminal: { ...terminal, seenAt: at }, updatedAt: at });
  }

  /**
   * Writes only the settings sent, so that two saves of different fields at once (two tabs) both
   * hold. A null clears only what may be empty: the balance ("read from the terminal").
   */
  async updateSettings(userId: number, id: number, changes: UpdateSettingsDto): Promise<MtAccountDto> {
    await this.own(userId, id);
    const sent: Partial<MtAccount['settings']> = {};
    for (const [field, value] of Object.entries(changes) as [keyof UpdateSettingsDto, unknown][])
      if (value !== undefined && (value !== null || field === 'balance')) Object.assign(sent, { [field]: value });
    if (changes.symbolsOff) sent.symbolsOff = [...new Set(changes.symbolsOff)].sort();
    if (Object.keys(sent).length) await this.accounts.update({ id }, { settings: sent, updatedAt: this.clock.now() });
    return this.toDto(await this.own(userId, id));
  }
}

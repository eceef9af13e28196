import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { UserLockService } from '../database/user-lock.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { MtAccount } from './mt-account.entity.js';
import { toMtAccountDto, type MtAccountDto } from './mt-account.dto.js';

/** A second add of the same ID this soon after the first is the same submit, sent twice. */
const SAME_SUBMIT_MS = 60 * 1000;

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
    return accounts.map(toMtAccountDto);
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
        return toMtAccountDto(linked);
      if (linked) throw new ConflictException(`MT account ${mtId} is already linked`);
      if ((await repository.countBy({ userId })) >= maxAccounts) {
        const accounts = `${maxAccounts} ${maxAccounts === 1 ? 'account' : 'accounts'}`;
        throw new ForbiddenException(
          `You've reached the maximum of ${accounts} for your ${await this.subscriptions.planName(plan)} plan`,
        );
      }
      const now = this.clock.now();
      return toMtAccountDto(await repository.save(repository.create({ userId, mtId, createdAt: now, updatedAt: now })));
    });
  }

  async remove(userId: number, id: number): Promise<{ success: true }> {
    // Someone else's account is "not found", not "forbidden": its existence is not ours to tell.
    const result = await this.accounts.delete({ id, userId });
    if (!result.affected) throw new NotFoundException('MT account not found');
    return { success: true };
  }
}

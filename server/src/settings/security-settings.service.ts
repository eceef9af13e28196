import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { STAFF_ROLES } from '../access/roles.js';
import { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../access/current-user.decorator.js';
import { TwoFactorCredential } from '../two-factor/two-factor-credential.entity.js';
import { User } from '../users/user.entity.js';
import type { SecuritySettingsDto, UpdateSecuritySettingsDto } from './dto/security-settings.dto.js';
import { SettingsService } from './settings.service.js';

/** The admin portal's Settings page: whether staff must use two-factor sign-in. */
@Injectable()
export class SecuritySettingsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(): Promise<SecuritySettingsDto> {
    const [settings, staffWithoutTwoFactor] = await Promise.all([this.settings.get(), this.staffWithoutTwoFactor()]);
    return { id: 'security', requireStaffTwoFactor: settings.requireStaffTwoFactor, staffWithoutTwoFactor };
  }

  async update(actor: AuthUser, changes: UpdateSecuritySettingsDto): Promise<SecuritySettingsDto> {
    const before = await this.settings.get();
    const next = changes.requireStaffTwoFactor;
    if (next === undefined || next === before.requireStaffTwoFactor) return this.get();
    // Turned on by an admin without it, the rule would shut that admin out at once.
    if (next && !actor.twoFactor)
      throw new BadRequestException(
        'Turn on two-factor sign-in for your own account first (Account settings, Sign-in & Security): the requirement would lock you out of the admin portal',
      );
    await this.dataSource.transaction(async (manager) => {
      const id = await this.settings.set('requireStaffTwoFactor', next, manager);
      await this.audit.record(
        actor,
        'settings.update',
        { type: 'setting', id },
        { requireStaffTwoFactor: [before.requireStaffTwoFactor, next] },
        manager,
      );
    });
    return this.get();
  }

  /** Active admin and support accounts that would be sent to set two-factor sign-in up. */
  private staffWithoutTwoFactor(): Promise<number> {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .leftJoin(TwoFactorCredential, 'credential', 'credential.userId = user.id AND credential.enabledAt IS NOT NULL')
      .where({ role: In([...STAFF_ROLES]), disabledAt: IsNull(), deletedAt: IsNull() })
      .andWhere('credential.id IS NULL')
      .getCount();
  }
}

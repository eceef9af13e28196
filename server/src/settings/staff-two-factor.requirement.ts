import { Injectable } from '@nestjs/common';
import type { StaffTwoFactorSetting } from '../access/access-state.js';
import { SettingsService } from './settings.service.js';

/** The admin's setting that staff sign in with a second factor, as the access rules read it. */
@Injectable()
export class StaffTwoFactorRequirement implements StaffTwoFactorSetting {
  constructor(private readonly settings: SettingsService) {}

  async required(): Promise<boolean> {
    return (await this.settings.get()).requireStaffTwoFactor;
  }
}

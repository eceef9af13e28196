import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppSetting } from './app-setting.entity.js';
import { SecuritySettingsController } from './security-settings.controller.js';
import { SecuritySettingsService } from './security-settings.service.js';
import { SettingsService } from './settings.service.js';
import { StaffTwoFactorRequirement } from './staff-two-factor.requirement.js';

/** Global: the settings serve every module; the access rules read the staff two-factor requirement. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppSetting])],
  controllers: [SecuritySettingsController],
  providers: [SettingsService, SecuritySettingsService, StaffTwoFactorRequirement],
  exports: [SettingsService, StaffTwoFactorRequirement],
})
export class SettingsModule {}

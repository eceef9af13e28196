import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppSetting } from './app-setting.entity.js';
import { SecuritySettingsController } from './security-settings.controller.js';
import { SecuritySettingsService } from './security-settings.service.js';
import { SettingsService } from './settings.service.js';

/** Global: the auth guard reads the settings on every staff request, in every module. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppSetting])],
  controllers: [SecuritySettingsController],
  providers: [SettingsService, SecuritySettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}

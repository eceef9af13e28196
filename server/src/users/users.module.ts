import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAccountService } from './admin-account.service.js';
import { User } from './user.entity.js';
import { UserSettings } from './user-settings.entity.js';
import { UserSettingsController } from './user-settings.controller.js';
import { UserSettingsService } from './user-settings.service.js';
import { UsersController } from './users.controller.js';
import { UsersAdminController } from './users-admin.controller.js';
import { UsersAdminService } from './users-admin.service.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserSettings])],
  controllers: [UsersController, UsersAdminController, UserSettingsController],
  providers: [UsersService, UsersAdminService, AdminAccountService, UserSettingsService],
  exports: [UsersService, UserSettingsService],
})
export class UsersModule {}

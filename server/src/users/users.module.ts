import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAccountService } from './admin-account.service.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersAdminController } from './users-admin.controller.js';
import { UsersAdminService } from './users-admin.service.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController, UsersAdminController],
  providers: [UsersService, UsersAdminService, AdminAccountService],
  exports: [UsersService],
})
export class UsersModule {}

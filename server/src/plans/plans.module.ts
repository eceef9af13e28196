import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Plan } from './plan.entity.js';
import { PlansAdminController } from './plans-admin.controller.js';
import { PlansController } from './plans.controller.js';
import { PlansService } from './plans.service.js';
import { PublicPlansCache } from './public-plans.cache.js';
import { SignalDelays } from './signal-delays.cache.js';

@Module({
  imports: [TypeOrmModule.forFeature([Plan])],
  controllers: [PlansController, PlansAdminController],
  providers: [PlansService, PublicPlansCache, SignalDelays],
  exports: [PlansService, SignalDelays],
})
export class PlansModule {}

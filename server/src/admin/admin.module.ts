import { Module } from '@nestjs/common';
import { AdminStatsController } from './admin-stats.controller.js';
import { AdminStatsService } from './admin-stats.service.js';

@Module({ controllers: [AdminStatsController], providers: [AdminStatsService] })
export class AdminModule {}

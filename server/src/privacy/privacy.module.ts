import { Module } from '@nestjs/common';
import { MyDataController } from './my-data.controller.js';
import { MyDataService } from './my-data.service.js';

/** Export my data, delete my account. */
@Module({
  controllers: [MyDataController],
  providers: [MyDataService],
})
export class PrivacyModule {}

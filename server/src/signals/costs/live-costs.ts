import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { defaultCostModel, readCostModel, type CostModel } from './cost-model.js';

/** The cost floors the live engine and record use: SIGNAL_COSTS_FILE, or the repository's. Read at start. */
@Injectable()
export class LiveCosts {
  readonly model: CostModel;

  constructor(config: AppConfig) {
    this.model = config.signals.costsFile ? readCostModel(config.signals.costsFile) : defaultCostModel();
  }
}

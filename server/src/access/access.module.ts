import { Global, Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { AccessPolicy } from './access-policy.js';
import {
  ACCESS_STATES,
  PLAN_DELAYS,
  STAFF_TWO_FACTOR_SETTING,
  type AccessStates,
  type PlanDelays,
  type StaffTwoFactorSetting,
} from './access-state.js';
import { AuthGuard } from './auth.guard.js';
import { PaidAccessGuard } from './paid-access.guard.js';

export interface AccessSources {
  /** The modules that provide the sources below. */
  imports: NonNullable<ModuleMetadata['imports']>;
  states: Type<AccessStates>;
  delays: Type<PlanDelays>;
  staffTwoFactor: Type<StaffTwoFactorSetting>;
}

/**
 * Who the caller is and what they may see, below every domain: the guards and the policy. It reads
 * the domains only through the three ports it declares, which the application wires to the auth,
 * plans and settings modules (AppModule), so no domain decides access on its own.
 */
@Global()
@Module({})
export class AccessModule {
  static register(sources: AccessSources): DynamicModule {
    return {
      module: AccessModule,
      imports: sources.imports,
      providers: [
        { provide: ACCESS_STATES, useExisting: sources.states },
        { provide: PLAN_DELAYS, useExisting: sources.delays },
        { provide: STAFF_TWO_FACTOR_SETTING, useExisting: sources.staffTwoFactor },
        AccessPolicy,
        AuthGuard,
        PaidAccessGuard,
      ],
      exports: [AccessPolicy, AuthGuard, PaidAccessGuard],
    };
  }
}

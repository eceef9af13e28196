import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { SecondFactorService } from './second-factor.service.js';
import { SignInChallenge } from './sign-in-challenge.entity.js';
import { TwoFactorCredential } from './two-factor-credential.entity.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';
import { TwoFactorSignInService } from './two-factor-sign-in.service.js';

/** Two-factor sign-in: set-up on the profile, and the code step that the auth module asks for. */
@Module({
  imports: [TypeOrmModule.forFeature([TwoFactorCredential, RecoveryCode, SignInChallenge, User])],
  controllers: [TwoFactorController],
  providers: [SecondFactorService, TwoFactorService, TwoFactorSignInService],
  exports: [TwoFactorService, TwoFactorSignInService],
})
export class TwoFactorModule {}

import { ConflictException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import type { TwoFactorChallengeDto } from '../two-factor/dto/two-factor.dto.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { TwoFactorSignInService } from '../two-factor/two-factor-sign-in.service.js';
import { toUserDto, UserDto } from '../users/user.dto.js';
import { User } from '../users/user.entity.js';
import { Metrics } from '../metrics/metrics.js';
import { normaliseEmail } from '../users/users.service.js';
import type { LoginDto, SignupDto } from './dto/credentials.dto.js';
import { GoogleTokenVerifier, type GoogleIdentity } from './google-token-verifier.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { SessionsService } from './sessions.service.js';
import { TokenPair, TokensService } from './tokens.service.js';

export class AuthResult extends TokenPair {
  @ApiProperty()
  user!: UserDto;
}

export class AuthConfigDto {
  @ApiProperty()
  googleLoginEnabled!: boolean;

  @ApiProperty({ type: String, nullable: true })
  googleClientId!: string | null;
}

/** What a sign-in answers: tokens, or (two-factor sign-in on) a challenge that a code completes. */
export type SignInAnswer = AuthResult | TwoFactorChallengeDto;

const DISABLED_MESSAGE = 'This account has been disabled. Please contact support';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly google: GoogleTokenVerifier,
    private readonly twoFactor: TwoFactorService,
    private readonly twoFactorSignIn: TwoFactorSignInService,
    private readonly metrics: Metrics,
  ) {}

  async signup(input: SignupDto): Promise<AuthResult> {
    const email = normaliseEmail(input.email);
    if (await this.users.existsBy({ email })) throw new ConflictException('An account with this email already exists');
    const user = await this.users
      .save(
        this.users.create({
          email,
          phone: input.phone ?? null,
          passwordHash: await hashPassword(input.password),
          role: 'user',
        }),
      )
      .catch((error: unknown) => {
        // Two sign-ups with one email at the same moment: the unique index decides.
        if (error instanceof QueryFailedError) throw new ConflictException('An account with this email already exists');
        throw error;
      });
    return this.signIn(user, false, 'sign-up');
  }

  async login(input: LoginDto): Promise<SignInAnswer> {
    const user = await this.users.findOneBy({ email: normaliseEmail(input.email) });
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !valid) {
      this.metrics.signInFailures.inc({ method: 'password' });
      throw new UnauthorizedException('Invalid email or password');
    }
    if (user.disabledAt) throw new ForbiddenException(DISABLED_MESSAGE);
    return this.firstFactorPassed(user);
  }

  /** The second step: the login's challenge and a code from the app or a recovery code. */
  async completeTwoFactor(challenge: string, code: string): Promise<AuthResult> {
    const userId = await this.twoFactorSignIn.complete(challenge, code).catch((error: unknown) => {
      if (error instanceof UnauthorizedException) this.metrics.signInFailures.inc({ method: 'two-factor' });
      throw error;
    });
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new UnauthorizedException('This sign-in has timed out. Please sign in again');
    if (user.disabledAt) throw new ForbiddenException(DISABLED_MESSAGE);
    return this.signIn(user, true, 'two-factor');
  }

  refresh(refreshToken: string): Promise<TokenPair> {
    return this.tokens.rotate(refreshToken, (userId) => this.users.findOneBy({ id: userId }));
  }

  /**
   * Revokes the refresh token and ends the access tokens (and so the open streams) its owner holds:
   * other devices refresh, unless `everywhere` revokes their refresh tokens too.
   */
  async logout(refreshToken: string | undefined, everywhere = false): Promise<{ success: true }> {
    const userId = refreshToken ? await this.tokens.revoke(refreshToken) : null;
    if (userId === null) return { success: true };
    if (everywhere) await this.tokens.revokeAllForUser(userId);
    await this.sessions.endAll(userId);
    return { success: true };
  }

  publicConfig(): { googleLoginEnabled: boolean; googleClientId: string | null } {
    return { googleLoginEnabled: this.google.enabled, googleClientId: this.google.clientId };
  }

  /**
   * Signs in the account of a verified Google identity: by Google id, else by email (linked), else
   * new. An account with two-factor sign-in gets a challenge, and is not linked by this step alone:
   * linking changes the account, which only a full sign-in may do; its email finds it each time.
   */
  async googleLogin(identity: GoogleIdentity): Promise<SignInAnswer> {
    const email = normaliseEmail(identity.email);
    let user = (await this.users.findOneBy({ googleSub: identity.sub })) ?? (await this.users.findOneBy({ email }));
    if (user?.disabledAt) throw new ForbiddenException(DISABLED_MESSAGE);
    if (user && (await this.twoFactor.isEnabled(user.id))) return this.twoFactorSignIn.challengeFor(user.id);
    if (!user) {
      user = this.users.create({
        email,
        googleSub: identity.sub,
        passwordHash: null,
        phone: null,
        role: 'user',
        firstName: identity.givenName?.slice(0, 80) ?? null,
        lastName: identity.familyName?.slice(0, 80) ?? null,
      });
    } else if (!user.googleSub) {
      user.googleSub = identity.sub;
    }
    return this.signIn(await this.users.save(user), false, 'google');
  }

  /** Tokens, unless the account has two-factor sign-in: then a challenge, and no tokens yet. */
  private async firstFactorPassed(user: User): Promise<SignInAnswer> {
    if (await this.twoFactor.isEnabled(user.id)) return this.twoFactorSignIn.challengeFor(user.id);
    return this.signIn(user, false, 'password');
  }

  /** Tokens issued: a sign-in, counted by how it was made (a sign-up signs the new account in). */
  private async signIn(
    user: User,
    secondFactor: boolean,
    method: 'password' | 'two-factor' | 'google' | 'sign-up',
  ): Promise<AuthResult> {
    const { accessToken, refreshToken } = await this.tokens.issue(user, { secondFactor });
    this.metrics.signIns.inc({ method });
    return { accessToken, refreshToken, user: toUserDto(user) };
  }
}

import {
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { toUserDto, type UserDto } from '../users/user.dto.js';
import { User } from '../users/user.entity.js';
import { normaliseEmail } from '../users/users.service.js';
import type { GoogleLoginDto, LoginDto, SignupDto } from './dto/credentials.dto.js';
import { GoogleTokenVerifier } from './google-token-verifier.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { TokensService, type TokenPair } from './tokens.service.js';

export interface AuthResult extends TokenPair {
  user: UserDto;
}

const DISABLED_MESSAGE = 'This account has been disabled. Please contact support';

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: TokensService,
    private readonly google: GoogleTokenVerifier,
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
    return this.signIn(user);
  }

  async login(input: LoginDto): Promise<AuthResult> {
    const user = await this.users.findOneBy({ email: normaliseEmail(input.email) });
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !valid) throw new UnauthorizedException('Invalid email or password');
    if (user.disabledAt) throw new ForbiddenException(DISABLED_MESSAGE);
    return this.signIn(user);
  }

  refresh(refreshToken: string): Promise<TokenPair> {
    return this.tokens.rotate(refreshToken, (userId) => this.users.findOneBy({ id: userId }));
  }

  async logout(refreshToken: string | undefined): Promise<{ success: true }> {
    if (refreshToken) await this.tokens.revoke(refreshToken);
    return { success: true };
  }

  publicConfig(): { googleLoginEnabled: boolean; googleClientId: string | null } {
    return { googleLoginEnabled: this.google.enabled, googleClientId: this.google.clientId };
  }

  async googleLogin(input: GoogleLoginDto): Promise<AuthResult> {
    if (!this.google.enabled) throw new NotFoundException('Google sign-in is not enabled on this server');
    const identity = await this.google.verify(input.googleToken).catch((error: Error) => {
      this.logger.warn(`Rejected a Google token: ${error.message}`);
      throw new UnauthorizedException('Google login failed');
    });
    if (!identity.emailVerified) throw new UnauthorizedException('Your Google email address is not verified');

    const email = normaliseEmail(identity.email);
    let user = (await this.users.findOneBy({ googleSub: identity.sub })) ?? (await this.users.findOneBy({ email }));
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
    if (user.disabledAt) throw new ForbiddenException(DISABLED_MESSAGE);
    return this.signIn(await this.users.save(user));
  }

  private async signIn(user: User): Promise<AuthResult> {
    const { accessToken, refreshToken } = await this.tokens.issue(user);
    return { accessToken, refreshToken, user: toUserDto(user) };
  }
}

import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config.js';
import type { Role } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import type { AuthUser } from '../current-user.decorator.js';
import type { AccessTokenPayload } from '../tokens.service.js';

export const ROLES_KEY = 'roles';

/**
 * Checks the bearer access token, then loads the account so that a disabled or demoted user
 * loses access at once, then checks the roles the route asks for.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new UnauthorizedException('Please sign in to continue');

    const payload = await this.jwt
      .verifyAsync<AccessTokenPayload>(token, { secret: this.config.jwtSecret })
      .catch(() => {
        throw new UnauthorizedException('Your session has expired. Please sign in again');
      });
    const user = await this.users.findById(Number(payload.sub));
    if (!user || user.disabledAt)
      throw new UnauthorizedException('This account is not available. Please sign in again');

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles?.length && !roles.includes(user.role))
      throw new ForbiddenException("You don't have permission to do this");

    request.user = { id: user.id, email: user.email, role: user.role };
    return true;
  }
}

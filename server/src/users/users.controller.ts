import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfileDto } from './user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('user')
@Controller('user/profile')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: ProfileDto })
  @Authenticated()
  get(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.users.profile(user.id);
  }

  @Patch()
  @ApiOkResponse({ type: ProfileDto })
  @Authenticated()
  update(@CurrentUser() user: AuthUser, @Body() changes: UpdateProfileDto): Promise<ProfileDto> {
    return this.users.updateProfile(user.id, changes);
  }
}

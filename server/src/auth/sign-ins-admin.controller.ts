import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../access/authenticated.decorator.js';
import { SignInDto, SignInsService } from './sign-ins.service.js';

/** A user's recent sign-ins on their page in the admin portal, to help with access problems: read-only. */
@ApiTags('admin')
@Controller('admin/users/:userId/sign-ins')
export class SignInsAdminController {
  constructor(private readonly signIns: SignInsService) {}

  @Get()
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: SignInDto, isArray: true, description: 'The newest ten sign-ins, newest first.' })
  @ApiNotFoundResponse({ description: 'No such user.' })
  list(@Param('userId', ParseIntPipe) userId: number): Promise<SignInDto[]> {
    return this.signIns.recent(userId);
  }
}

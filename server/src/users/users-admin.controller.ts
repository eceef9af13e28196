import { Body, Controller, Get, Param, ParseIntPipe, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator.js';
import { parseListQuery } from '../common/list-query.js';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto.js';
import { USER_LIST_RULES, UsersAdminService, type AdminUserDto } from './users-admin.service.js';

@ApiTags('admin')
@Controller('admin/users')
export class UsersAdminController {
  constructor(private readonly users: UsersAdminService) {}

  @Get()
  @Authenticated('admin', 'support')
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserDto[]> {
    const page = await this.users.list(parseListQuery(query, USER_LIST_RULES));
    response.setHeader('Content-Range', page.contentRange);
    return page.items;
  }

  @Get(':id')
  @Authenticated('admin', 'support')
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminUserDto> {
    return this.users.get(id);
  }

  @Put(':id')
  @Authenticated('admin')
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() input: AdminUpdateUserDto,
  ): Promise<AdminUserDto> {
    return this.users.update(actor, id, input);
  }
}

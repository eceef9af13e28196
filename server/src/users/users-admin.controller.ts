import { Body, Controller, Get, Param, ParseIntPipe, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, Authenticated } from '../access/authenticated.decorator.js';
import { CurrentUser, type AuthUser } from '../access/current-user.decorator.js';
import { csvFile, EXPORT_REFUSAL } from '../common/csv.js';
import { parseListQuery } from '../common/list-query.js';
import { ApiList } from '../openapi/api-list.decorator.js';
import { USER_EXPORT_COLUMNS } from './users-export.js';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto.js';
import { AdminUserDto, USER_LIST_RULES, UsersAdminService } from './users-admin.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

@ApiTags('admin')
@Controller('admin/users')
export class UsersAdminController {
  constructor(private readonly users: UsersAdminService) {}

  @Get()
  @Authenticated('admin', 'support')
  @ApiList('users', AdminUserDto, USER_LIST_RULES)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserDto[]> {
    const page = await this.users.list(parseListQuery(query, USER_LIST_RULES));
    response.setHeader('Content-Range', page.contentRange);
    return page.items;
  }

  @Get('export')
  @AdminOnly(EXPORT_REFUSAL)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every user the filters select, as CSV', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'A sort or filter the list does not allow' })
  export(@Query() query: Record<string, unknown>): StreamableFile {
    return csvFile('users', USER_EXPORT_COLUMNS, this.users.exportRows(parseListQuery(query, USER_LIST_RULES)));
  }

  @Get(':id')
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ description: 'No such record.' })
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminUserDto> {
    return this.users.get(id);
  }

  @Put(':id')
  @Idempotent()
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ description: 'No such record.' })
  @Authenticated('admin')
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() input: AdminUpdateUserDto,
  ): Promise<AdminUserDto> {
    return this.users.update(actor, id, input);
  }
}

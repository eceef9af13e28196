import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../access/authenticated.decorator.js';
import { parseListQuery } from '../common/list-query.js';
import { ApiList } from '../openapi/api-list.decorator.js';
import { AUDIT_LIST_RULES, AuditEntryDto, AuditService } from './audit.service.js';

@ApiTags('admin')
@Controller('admin/audit')
@Authenticated('admin', 'support')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiList('audit', AuditEntryDto, AUDIT_LIST_RULES)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuditEntryDto[]> {
    const page = await this.audit.list(parseListQuery(query, AUDIT_LIST_RULES));
    response.setHeader('Content-Range', page.contentRange);
    return page.items;
  }
}

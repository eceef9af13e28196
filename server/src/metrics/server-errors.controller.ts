import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { Authenticated } from '../access/authenticated.decorator.js';
import { SANE_REQUEST_ID } from './request-id.js';
import { KEPT_SERVER_ERRORS, ServerErrorDto, ServerErrors } from './server-errors.service.js';

class ReferenceParams {
  @Matches(SANE_REQUEST_ID, {
    message: 'A reference is 8 to 128 letters, digits and - _ . : (as shown in the error message)',
  })
  reference!: string;
}

/** Support looks up the reference a user quotes from an error message. */
@ApiTags('admin')
@Controller('admin/server-errors')
export class ServerErrorsController {
  constructor(private readonly errors: ServerErrors) {}

  @Get(':reference')
  @Authenticated('admin', 'support')
  @ApiOkResponse({ type: ServerErrorDto, isArray: true, description: 'The answers with this reference, newest first.' })
  @ApiNotFoundResponse({ description: 'No recorded answer has this reference.' })
  async find(@Param() { reference }: ReferenceParams): Promise<ServerErrorDto[]> {
    const found = await this.errors.find(reference);
    if (!found.length)
      throw new NotFoundException(
        `No error with the reference ${reference} was recorded (the newest ${KEPT_SERVER_ERRORS.toLocaleString('en')} are kept; the replicas' logs hold older ones)`,
      );
    return found;
  }
}

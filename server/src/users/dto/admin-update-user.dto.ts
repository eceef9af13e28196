import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../user.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What an admin may change about an account; never its email or password. */
export class AdminUpdateUserDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @MaxLength(80, { message: 'First name must be at most 80 characters' })
  @IsString({ message: 'First name must be text' })
  firstName?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @MaxLength(80, { message: 'Last name must be at most 80 characters' })
  @IsString({ message: 'Last name must be text' })
  lastName?: string | null;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;
}

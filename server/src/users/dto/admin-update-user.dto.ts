import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ReadOnlyFields } from '../../common/read-only-fields.js';
import type { AdminUserDto } from '../users-admin.service.js';
import { ROLES, type Role } from '../user.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * What an admin may change about an account; never its email or password. The rest of the record
 * (react-admin sends it whole) is read-only and ignored.
 */
@ReadOnlyFields<AdminUserDto, AdminUpdateUserDto>({
  id: true,
  email: true,
  phone: true,
  createdAt: true,
  plan: true,
  planName: true,
  subscriptionStatus: true,
  expiresAt: true,
})
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

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, ValidateIf } from 'class-validator';
import { ReadOnlyFields } from '../../common/read-only-fields.js';

/** The admin portal's security settings, as one react-admin record (id "security"). */
export class SecuritySettingsDto {
  @ApiProperty({ enum: ['security'] })
  id!: 'security';

  @ApiProperty({ description: 'Admin and support accounts must use two-factor sign-in for the admin portal.' })
  requireStaffTwoFactor!: boolean;

  @ApiProperty({ description: 'Admin and support accounts that have not turned two-factor sign-in on.' })
  staffWithoutTwoFactor!: number;
}

/** The one setting an admin changes; the record's id and its count are read-only and ignored. */
@ReadOnlyFields<SecuritySettingsDto, UpdateSecuritySettingsDto>({ id: true, staffWithoutTwoFactor: true })
export class UpdateSecuritySettingsDto {
  @ApiPropertyOptional()
  // Left out is no change; null is refused (IsOptional would let it through to a NOT NULL column).
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: 'requireStaffTwoFactor must be true or false' })
  requireStaffTwoFactor?: boolean;
}

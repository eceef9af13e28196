import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const ENTER_CODE = 'Please enter the 6-digit code from your authenticator app';
const ENTER_CODE_OR_RECOVERY = 'Please enter the 6-digit code from your authenticator app, or a recovery code';
// A 6-digit code, or a recovery code as written (12 symbols, maybe in dashed groups of four).
const CODE_SHAPE = /^(\d{6}|[0-9A-Za-z]{4}[\s-]?[0-9A-Za-z]{4}[\s-]?[0-9A-Za-z]{4})$/;

// class-validator runs a property's checks from the bottom up and reports the first failure.

/** A code from the authenticator app, for new recovery codes. */
export class TotpCodeDto {
  @ApiProperty({ example: '123456' })
  @Transform(trim)
  @Matches(/^\d{6}$/, { message: 'The code is the 6 digits your authenticator app shows' })
  @IsNotEmpty({ message: ENTER_CODE })
  @IsString({ message: ENTER_CODE })
  code!: string;
}

/** The password again, and a code from the new secret, to turn two-factor sign-in on. */
export class EnableTwoFactorDto {
  @ApiProperty({ description: 'The current password, to confirm.' })
  @MaxLength(128, { message: 'Current password is incorrect' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  @IsString({ message: 'Please enter your current password' })
  password!: string;

  @ApiProperty({ example: '123456' })
  @Transform(trim)
  @Matches(/^\d{6}$/, { message: 'The code is the 6 digits your authenticator app shows' })
  @IsNotEmpty({ message: ENTER_CODE })
  @IsString({ message: ENTER_CODE })
  code!: string;
}

export class TwoFactorSignInDto {
  @ApiProperty({ description: 'The challenge the login answered with.' })
  @MaxLength(200, { message: 'This sign-in has timed out. Please sign in again' })
  @IsNotEmpty({ message: 'This sign-in has timed out. Please sign in again' })
  @IsString({ message: 'This sign-in has timed out. Please sign in again' })
  challenge!: string;

  @ApiProperty({ description: 'A 6-digit code from the authenticator app, or a recovery code.', example: '123456' })
  @Transform(trim)
  @Matches(CODE_SHAPE, { message: 'Enter the 6 digits your app shows, or a recovery code such as ABCD-EFGH-JKMN' })
  @IsNotEmpty({ message: ENTER_CODE_OR_RECOVERY })
  @IsString({ message: ENTER_CODE_OR_RECOVERY })
  code!: string;
}

export class DisableTwoFactorDto {
  @ApiProperty({ description: 'The current password, to confirm.' })
  @MaxLength(128, { message: 'Current password is incorrect' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  @IsString({ message: 'Please enter your current password' })
  password!: string;

  @ApiProperty({ description: 'A 6-digit code from the authenticator app, or a recovery code.', example: '123456' })
  @Transform(trim)
  @Matches(CODE_SHAPE, { message: 'Enter the 6 digits your app shows, or a recovery code such as ABCD-EFGH-JKMN' })
  @IsNotEmpty({ message: ENTER_CODE_OR_RECOVERY })
  @IsString({ message: ENTER_CODE_OR_RECOVERY })
  code!: string;
}

/** The login's answer for an account with two-factor sign-in: no tokens yet, a code is owed. */
export class TwoFactorChallengeDto {
  @ApiProperty({ enum: [true] })
  twoFactorRequired!: true;

  @ApiProperty({ description: 'Send it back with the code to POST /api/auth/two-factor; single use.' })
  challenge!: string;

  @ApiProperty({ format: 'date-time', description: 'After this the password must be given again.' })
  expiresAt!: string;
}

export class TwoFactorStatusDto {
  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  enabledAt!: string | null;

  @ApiProperty({ description: 'Unused recovery codes.' })
  recoveryCodesLeft!: number;

  @ApiProperty({ description: "The admin's setting requires two-factor sign-in for this account's role." })
  requiredForRole!: boolean;
}

/** Shown once, at the start of set-up; never again. */
export class TwoFactorSetupDto {
  @ApiProperty({ description: 'The Base32 secret, for typing into an authenticator app.' })
  secret!: string;

  @ApiProperty({ description: 'The otpauth:// address the QR code holds.' })
  otpauthUri!: string;
}

/** Shown once: only their hashes are kept. */
export class RecoveryCodesDto {
  @ApiProperty({ type: [String], example: ['ABCD-EFGH-JKMN'] })
  recoveryCodes!: string[];
}

/** Turned on: the recovery codes, and this device's new tokens (every other session has ended). */
export class TwoFactorEnabledDto extends RecoveryCodesDto {
  @ApiProperty({ description: 'A new access token for this device, signed in with the second factor.' })
  accessToken!: string;

  @ApiProperty({ description: 'A new refresh token for this device.' })
  refreshToken!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsNotCommonPassword } from './credential-rules.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ForgotPasswordDto {
  @ApiProperty({ example: 'trader@example.com' })
  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed link.' })
  @MaxLength(200, { message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  @IsNotEmpty({ message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  @IsString({ message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  token!: string;

  @ApiProperty({ minLength: 6, description: 'At least 6 characters, and not one of the commonest passwords.' })
  @IsNotCommonPassword()
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters long' })
  @IsString({ message: 'Please enter a new password' })
  password!: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @MaxLength(128, { message: 'Current password is incorrect' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  @IsString({ message: 'Please enter your current password' })
  currentPassword!: string;

  @ApiProperty({ minLength: 6, description: 'At least 6 characters, and not one of the commonest passwords.' })
  @IsNotCommonPassword()
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters long' })
  @IsString({ message: 'Please enter a new password' })
  newPassword!: string;
}

export class ChangeEmailDto {
  @ApiProperty({ example: 'new.address@example.com' })
  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter the new email address' })
  newEmail!: string;

  @ApiProperty()
  @MaxLength(128, { message: 'Current password is incorrect' })
  @IsNotEmpty({ message: 'Please enter your current password' })
  @IsString({ message: 'Please enter your current password' })
  password!: string;
}

/** A reset link's token, checked when its page opens, before a new password is typed. */
export class ResetLinkDto {
  @ApiProperty({ description: 'The token from the e-mailed link.' })
  @MaxLength(200, { message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  @IsNotEmpty({ message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  @IsString({ message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  token!: string;
}

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token from the e-mailed link.' })
  @MaxLength(200, { message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  @IsNotEmpty({ message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  @IsString({ message: 'This link is invalid, already used or expired. Please ask for a new one.' })
  token!: string;

  @ApiPropertyOptional({
    description:
      'The refresh token of the device that opens the link, when it is signed in to this account: that session goes on, with a new pair of tokens; every other one ends.',
  })
  @IsOptional()
  @MaxLength(200, { message: 'refreshToken must be a string of at most 200 characters' })
  @IsString({ message: 'refreshToken must be a string of at most 200 characters' })
  refreshToken?: string;
}

/** A sentence for the person; nothing else. */
export class MessageResponseDto {
  @ApiProperty({ example: 'Done.' })
  message!: string;
}

export class TokenPairResponseDto {
  @ApiProperty({ description: 'A new access token for this device.' })
  accessToken!: string;

  @ApiProperty({ description: 'A new refresh token for this device.' })
  refreshToken!: string;
}

export class EmailChangedResponseDto {
  @ApiProperty({ example: 'new.address@example.com' })
  email!: string;

  @ApiProperty()
  message!: string;

  @ApiPropertyOptional({
    type: TokenPairResponseDto,
    description:
      "The signed-in device's new pair of tokens, when the request carried a working refresh token of this account.",
  })
  session?: TokenPairResponseDto;
}

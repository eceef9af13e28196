import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsDialablePhoneNumber, IsNotCommonPassword } from './credential-rules.js';

// class-validator runs a property's checks from the bottom up and reports the first failure,
// so the most basic check sits closest to the property.
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class LoginDto {
  @ApiProperty({ example: 'trader@example.com' })
  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please fill in all fields' })
  email!: string;

  @ApiProperty()
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @IsNotEmpty({ message: 'Please fill in all fields' })
  @IsString({ message: 'Please fill in all fields' })
  password!: string;
}

export class SignupDto {
  @ApiProperty({ example: 'trader@example.com' })
  @Transform(trim)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please fill in all fields' })
  email!: string;

  @ApiProperty({ minLength: 6, description: 'At least 6 characters, and not one of the commonest passwords.' })
  @IsNotCommonPassword()
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters long' })
  @IsNotEmpty({ message: 'Please fill in all fields' })
  @IsString({ message: 'Please fill in all fields' })
  password!: string;

  @ApiPropertyOptional({ example: '+12025550143', description: "Starts with '+', at least 8 characters." })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
  @IsDialablePhoneNumber('Please enter a valid phone number')
  @Matches(/^\+\d{7,20}$/, { message: 'Please enter a valid phone number' })
  @IsString({ message: 'Please enter a valid phone number' })
  phone?: string;
}

export class RefreshDto {
  @ApiProperty()
  @MaxLength(200, { message: 'Refresh failed' })
  @IsNotEmpty({ message: 'No refresh token' })
  @IsString({ message: 'No refresh token' })
  refreshToken!: string;
}

export class LogoutDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(200)
  @IsString()
  refreshToken?: string;

  @ApiPropertyOptional({
    description: "Sign out everywhere: every refresh token of the token's owner is revoked, not only this one.",
  })
  @IsOptional()
  @IsBoolean({ message: 'To sign out everywhere, send everywhere: true' })
  everywhere?: boolean;
}

export class GoogleLoginDto {
  @ApiProperty({ description: 'The ID token from Google Identity Services.' })
  @MaxLength(4096, { message: 'Google login failed' })
  @IsNotEmpty({ message: 'Google login failed' })
  @IsString({ message: 'Google login failed' })
  googleToken!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, ValidateBy } from 'class-validator';
import { MT_LOGIN_MESSAGE, mtLoginError } from '#domain/mt-login';

export class AddAccountDto {
  @ApiProperty({
    example: '51234567',
    description: 'The MetaTrader login: 4 to 19 digits, at most 9223372036854775807 (a signed 64-bit number).',
  })
  @Transform(({ value }) =>
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value,
  )
  @ValidateBy(
    { name: 'mtLogin', validator: { validate: (value) => typeof value === 'string' && !mtLoginError(value) } },
    { message: MT_LOGIN_MESSAGE },
  )
  @IsNotEmpty({ message: 'Please enter an MT Account ID' })
  @IsString({ message: 'Please enter an MT Account ID' })
  mtId!: string;
}

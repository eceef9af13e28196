import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { MT_LOGIN_MESSAGE, MT_LOGIN_PATTERN } from '#domain/mt-login';

export class AddAccountDto {
  @ApiProperty({ example: '51234567', description: 'The MetaTrader login: digits only.' })
  @Transform(({ value }) =>
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value,
  )
  @Matches(MT_LOGIN_PATTERN, { message: MT_LOGIN_MESSAGE })
  @IsNotEmpty({ message: 'Please enter an MT Account ID' })
  @IsString({ message: 'Please enter an MT Account ID' })
  mtId!: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';

export class AddAccountDto {
  @ApiProperty({ example: '51234567', description: 'The MetaTrader login: digits only.' })
  @Transform(({ value }) =>
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value,
  )
  @Matches(/^\d{4,20}$/, { message: 'MT Account ID must be your MetaTrader login: 4 to 20 digits' })
  @IsNotEmpty({ message: 'Please enter an MT Account ID' })
  @IsString({ message: 'Please enter an MT Account ID' })
  mtId!: string;
}

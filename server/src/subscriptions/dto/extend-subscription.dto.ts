import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class ExtendSubscriptionDto {
  @ApiProperty({ minimum: 1, maximum: 3650 })
  @Max(3650, { message: 'days must be at most 3650' })
  @Min(1, { message: 'days must be at least 1' })
  @IsInt({ message: 'days must be a whole number' })
  days!: number;
}

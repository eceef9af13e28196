import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { NEWS_IMPACTS, type NewsImpact } from '../news-analysis.js';

/** "high,medium" → ['high', 'medium']: calendar apps keep a plain address, so lists are comma-separated. */
const commaList =
  (normalise: (item: string) => string) =>
  ({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => normalise(item.trim()))
          .filter(Boolean)
      : value;

export class CalendarFeedQueryDto {
  @ApiProperty({ description: 'The secret from POST /api/user/calendar-feed.' })
  @IsString({ message: 'The calendar address needs its token' })
  @IsNotEmpty({ message: 'The calendar address needs its token' })
  token!: string;

  @ApiPropertyOptional({
    example: 'high,medium',
    description: `Comma-separated: ${NEWS_IMPACTS.join(', ')}. Default all.`,
  })
  @IsOptional()
  @Transform(commaList((item) => item.toLowerCase()))
  @IsArray()
  @IsIn(NEWS_IMPACTS, { each: true, message: `impact takes ${NEWS_IMPACTS.join(', ')}, comma-separated` })
  impact?: NewsImpact[];

  @ApiPropertyOptional({ example: 'USD,EUR', description: 'Comma-separated ISO currency codes. Default all.' })
  @IsOptional()
  @Transform(commaList((item) => item.toUpperCase()))
  @IsArray()
  @ArrayMaxSize(20, { message: 'currency takes at most 20 codes' })
  @Matches(/^[A-Z]{3}$/, { each: true, message: 'currency takes three-letter codes such as USD,EUR, comma-separated' })
  currency?: string[];
}

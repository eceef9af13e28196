import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsOptional,
  IsString,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isTimeZone } from '../news-window.js';

@ValidatorConstraint({ name: 'timeZone' })
class TimeZoneConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isTimeZone(value);
  }

  defaultMessage(): string {
    return 'The time zone (tz) must be an IANA name such as Europe/London or America/New_York';
  }
}

export class ProcessedNewsQueryDto {
  @ApiPropertyOptional({
    example: 'Europe/London',
    description: "The reader's time zone: the week runs to next Monday 00:00 there. Default UTC.",
  })
  @IsOptional()
  @Validate(TimeZoneConstraint)
  @IsString({ message: 'The time zone (tz) must be an IANA name such as Europe/London or America/New_York' })
  tz?: string;
}

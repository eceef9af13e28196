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

/** `tz` is still accepted: a portal page loaded before the list stopped depending on it sends it. */
export class ProcessedNewsQueryDto {
  @ApiPropertyOptional({
    deprecated: true,
    example: 'Europe/London',
    description: 'Ignored: the list is the same for readers in every time zone. Still checked to be an IANA name.',
  })
  @IsOptional()
  @Validate(TimeZoneConstraint)
  @IsString({ message: 'The time zone (tz) must be an IANA name such as Europe/London or America/New_York' })
  tz?: string;
}

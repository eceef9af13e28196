import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isTimeZone } from '../../news/news-window.js';

const TIME_ZONE_MESSAGE = 'The time zone must be an IANA name such as Europe/London or America/New_York';

@ValidatorConstraint({ name: 'timeZoneOrNull' })
class TimeZoneOrNull implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return value === null || (typeof value === 'string' && isTimeZone(value));
  }

  defaultMessage(): string {
    return TIME_ZONE_MESSAGE;
  }
}

export class UpdateUserSettingsDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Europe/London',
    description: "An IANA zone to show every time in; null goes back to the browser's own.",
  })
  @IsOptional()
  @Validate(TimeZoneOrNull)
  timeZone?: string | null;
}

export class CalendarFeedStatusDto {
  @ApiProperty({ description: 'Whether a calendar-feed address is live.' })
  active!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the live address was made.' })
  createdAt!: string | null;
}

/** GET and PATCH /api/user/settings. */
export class UserSettingsDto {
  @ApiProperty({ type: String, nullable: true, description: "The chosen IANA zone; null: the browser's own." })
  timeZone!: string | null;

  @ApiProperty({ type: CalendarFeedStatusDto })
  calendarFeed!: CalendarFeedStatusDto;
}

/** POST /api/user/calendar-feed: the secret, shown this once (the server keeps only its hash). */
export class CalendarFeedTokenDto {
  @ApiProperty({ description: 'Goes in the feed address as ?token=…; replaces any earlier one.' })
  token!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

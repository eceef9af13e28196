import { ApiProperty } from '@nestjs/swagger';
import { MtAccountDto } from '../../accounts/mt-account.dto.js';

export class TradeCountsDto {
  @ApiProperty({ description: 'Filled and still open.' })
  filled!: number;

  @ApiProperty()
  skipped!: number;

  @ApiProperty()
  closed!: number;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'The last trade report.' })
  lastReportAt!: string | null;
}

/** Another trader whose Expert Advisor reported the same broker server and login. */
export class SameLoginDto {
  @ApiProperty()
  userId!: number;

  @ApiProperty({ example: 'other@example.com' })
  email!: string;

  @ApiProperty({ description: "That trader's linked account." })
  accountId!: number;
}

/** A trader's linked account as support reads it: the dashboard's account, and what its Expert Advisor reported. */
export class StaffMtAccountDto extends MtAccountDto {
  @ApiProperty({ type: TradeCountsDto })
  trades!: TradeCountsDto;

  @ApiProperty({
    type: [SameLoginDto],
    description: 'Other traders whose Expert Advisor runs on the same server and login (each signal traded twice).',
  })
  sameLogin!: SameLoginDto[];
}

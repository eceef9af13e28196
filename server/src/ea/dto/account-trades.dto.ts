import { ApiProperty } from '@nestjs/swagger';
import { EaTradeDto } from './ea-report.dto.js';

export class AccountRecordDto {
  @ApiProperty({ description: 'Trades closed on the account.' })
  closed!: number;

  @ApiProperty({ description: 'Closed with a profit.' })
  wins!: number;

  @ApiProperty({ description: 'Closed with a loss.' })
  losses!: number;

  @ApiProperty({ description: 'Sum of the closed trades, in units of the published risk.' })
  totalR!: number;

  @ApiProperty({ type: Number, nullable: true })
  averageR!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Average of every fill against the published entry; positive: worse.',
  })
  averageSlippagePips!: number | null;

  @ApiProperty({ description: 'Sum of the closed trades in the account currency.' })
  profit!: number;
}

export class PublishedRecordDto {
  @ApiProperty({ description: 'Of the signals closed on the account, those the public record has settled.' })
  closed!: number;

  @ApiProperty()
  wins!: number;

  @ApiProperty()
  losses!: number;

  @ApiProperty()
  totalR!: number;

  @ApiProperty({ type: Number, nullable: true })
  averageR!: number | null;
}

export class AccountRecordPairDto {
  @ApiProperty({ type: AccountRecordDto })
  account!: AccountRecordDto;

  @ApiProperty({ type: PublishedRecordDto, description: 'The public record of the same signals.' })
  published!: PublishedRecordDto;
}

export class AccountTradesDto {
  @ApiProperty({ example: 'USD', description: 'The currency of profit figures.' })
  currency!: string;

  @ApiProperty({ type: [EaTradeDto], description: 'Newest signal first, at most 500.' })
  trades!: EaTradeDto[];

  @ApiProperty({ type: AccountRecordPairDto })
  record!: AccountRecordPairDto;
}

import { ApiProperty } from '@nestjs/swagger';
import { AiSignalDto } from '../signal.dto.js';

/** What one trader's signals page shows right now, for staff helping them (read-only). */
export class TraderSignalsDto {
  @ApiProperty({ description: 'Whether the trader may open the signals at all (an active subscription).' })
  hasAccess!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the signals page is closed to the trader; null when it is open.',
  })
  closedReason!: string | null;

  @ApiProperty({ description: "How long after publication the trader's plan shows a new signal; 0: at once." })
  delayMinutes!: number;

  @ApiProperty({
    type: AiSignalDto,
    isArray: true,
    description: 'The active signals exactly as GET /api/ai-signals answers the trader; empty when closed.',
  })
  signals!: AiSignalDto[];
}

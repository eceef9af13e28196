import { ApiProperty } from '@nestjs/swagger';
import type { VerdictKind } from '#domain/verdict';

/** What a record shows, in the words of the one verdict rule (domain/verdict.ts, docs/signals.md). */
export class VerdictDto {
  @ApiProperty({ enum: ['better-than-chance', 'no-edge', 'loses', 'too-few'] })
  kind!: VerdictKind;

  @ApiProperty({ example: 'No edge over chance shown after costs' })
  sentence!: string;
}

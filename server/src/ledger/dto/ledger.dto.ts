import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { MAX_WHOLE_NUMBER, WholeNumber } from '../../common/paging.js';
import { MAX_ENTRIES_PER_PAGE } from '../ledger.service.js';

const place = (name: string, what: string) => `${name} must be a whole number from 0 to ${MAX_WHOLE_NUMBER}: ${what}`;

/** GET /api/ledger/entries: entries [start, end). */
export class EntriesQueryDto {
  @ApiProperty({ minimum: 0, description: 'The first entry wanted (entries are numbered from 0).' })
  @WholeNumber(0, place('start', 'the first entry wanted'))
  start!: number;

  @ApiPropertyOptional({
    minimum: 1,
    description: `Just after the last entry wanted; at most ${MAX_ENTRIES_PER_PAGE} entries come in one answer. Default: start + ${MAX_ENTRIES_PER_PAGE}.`,
  })
  @IsOptional()
  @WholeNumber(1, place('end', 'just after the last entry wanted'))
  end?: number;
}

export class LogEntryDto {
  @ApiProperty({ description: 'The entry’s place, from 0.' })
  index!: number;

  @ApiProperty({
    description:
      'The entry’s exact text (RFC 8785 JSON). Its leaf hash is SHA-256(0x00 || the UTF-8 bytes of this string); parse it for its fields.',
    example:
      '{"commitment":"…","expiresAt":"…","index":0,"integratedAt":"…","kind":"commitment","publishedAt":"…","signalId":1}',
  })
  entry!: string;
}

export class EntriesPageDto {
  @ApiProperty({ type: [LogEntryDto], description: 'Oldest first; fewer than asked at the end of the log.' })
  entries!: LogEntryDto[];

  @ApiProperty({ description: 'Entries in the log now.' })
  treeSize!: number;
}

/** GET /api/ledger/proof/inclusion. */
export class InclusionQueryDto {
  @ApiProperty({ minimum: 0 })
  @WholeNumber(0, place('index', 'the entry to prove'))
  index!: number;

  @ApiProperty({ minimum: 1, description: 'The size of the tree the proof is for (a checkpoint’s).' })
  @WholeNumber(1, place('treeSize', 'the size of a checkpoint'))
  treeSize!: number;
}

export class InclusionProofDto {
  @ApiProperty()
  index!: number;

  @ApiProperty()
  treeSize!: number;

  @ApiProperty({ type: [String], description: 'RFC 9162 inclusion path, hex, the sibling nearest the leaf first.' })
  proof!: string[];
}

/** GET /api/ledger/proof/consistency. */
export class ConsistencyQueryDto {
  @ApiProperty({ minimum: 1, description: 'The size of the older tree (a checkpoint you kept).' })
  @WholeNumber(1, place('from', 'the size of the older checkpoint'))
  from!: number;

  @ApiProperty({ minimum: 1, description: 'The size of the newer tree.' })
  @WholeNumber(1, place('to', 'the size of the newer checkpoint'))
  to!: number;
}

export class ConsistencyProofDto {
  @ApiProperty()
  from!: number;

  @ApiProperty()
  to!: number;

  @ApiProperty({ type: [String], description: 'RFC 9162 consistency proof, hex.' })
  proof!: string[];
}

/** GET /api/ledger/checkpoints: every signed checkpoint of sizes from..to. */
export class CheckpointsQueryDto {
  @ApiProperty({ minimum: 0 })
  @WholeNumber(0, place('from', 'the smallest size wanted'))
  from!: number;

  @ApiProperty({ minimum: 0 })
  @WholeNumber(0, place('to', 'the largest size wanted'))
  to!: number;
}

export class SignedCheckpointDto {
  @ApiProperty()
  treeSize!: number;

  @ApiProperty({ format: 'date-time' })
  signedAt!: string;

  @ApiProperty({ description: 'The C2SP signed note.' })
  note!: string;
}

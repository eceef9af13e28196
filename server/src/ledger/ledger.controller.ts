import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CheckpointsQueryDto,
  ConsistencyProofDto,
  ConsistencyQueryDto,
  EntriesPageDto,
  EntriesQueryDto,
  InclusionProofDto,
  InclusionQueryDto,
  SignedCheckpointDto,
} from './dto/ledger.dto.js';
import { LedgerService, MAX_ENTRIES_PER_PAGE } from './ledger.service.js';

/**
 * The transparency log of published signals, public: its signed checkpoints, its entries, and the
 * proofs that tie them together (docs/verify.md). What an entry holds of an open signal is a
 * salted commitment, which tells a reader nothing until the reveal.
 */
@ApiTags('ledger')
@Controller('ledger')
export class LedgerController {
  constructor(private readonly ledger: LedgerService) {}

  /** The newest checkpoint: a C2SP tlog-checkpoint signed as a C2SP signed note (Ed25519). */
  @Get('checkpoint')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'origin, tree size, base64 root, a blank line, and the signature line.', type: String })
  async checkpoint(): Promise<string> {
    return (await this.ledger.latestCheckpoint()).note;
  }

  /** The key checkpoints are signed with, as a signed-note verifier key (<name>+<key ID>+<base64 key>). */
  @Get('key')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'One line, ending in a newline.', type: String })
  key(): string {
    return `${this.ledger.verifierKey}\n`;
  }

  /** Every signed checkpoint with a size from `from` to `to` (at most 1,000 of them). */
  @Get('checkpoints')
  @ApiOkResponse({ type: [SignedCheckpointDto] })
  @ApiBadRequestResponse({ description: 'from or to is not valid; the message says which.' })
  async checkpoints(@Query() query: CheckpointsQueryDto): Promise<SignedCheckpointDto[]> {
    const rows = await this.ledger.checkpointsBetween(
      query.from,
      Math.min(query.to, query.from + MAX_ENTRIES_PER_PAGE - 1),
    );
    return rows.map((row) => ({ treeSize: row.treeSize, signedAt: row.createdAt.toISOString(), note: row.note }));
  }

  /** Entries [start, end), oldest first, as their exact text. */
  @Get('entries')
  @ApiOkResponse({ type: EntriesPageDto })
  @ApiBadRequestResponse({ description: 'start or end is not valid; the message says which.' })
  async entries(@Query() query: EntriesQueryDto): Promise<EntriesPageDto> {
    const [entries, treeSize] = await Promise.all([
      this.ledger.entriesBetween(query.start, query.end ?? query.start + MAX_ENTRIES_PER_PAGE),
      this.ledger.size(),
    ]);
    return { entries: entries.map(({ index, body }) => ({ index, entry: body })), treeSize };
  }

  /** The proof that entry `index` is in the tree of `treeSize` entries. */
  @Get('proof/inclusion')
  @ApiOkResponse({ type: InclusionProofDto })
  @ApiBadRequestResponse({ description: 'The entry or the size is not in the log; the message says which.' })
  async inclusion(@Query() query: InclusionQueryDto): Promise<InclusionProofDto> {
    return { ...query, proof: await this.ledger.inclusionProof(query.index, query.treeSize) };
  }

  /** The proof that the tree of `to` entries holds the tree of `from` entries as its beginning. */
  @Get('proof/consistency')
  @ApiOkResponse({ type: ConsistencyProofDto })
  @ApiBadRequestResponse({ description: 'A size is not in the log, or from exceeds to; the message says which.' })
  async consistency(@Query() query: ConsistencyQueryDto): Promise<ConsistencyProofDto> {
    return { ...query, proof: await this.ledger.consistencyProof(query.from, query.to) };
  }
}

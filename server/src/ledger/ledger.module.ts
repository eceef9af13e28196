import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerCheckpoint } from './ledger-checkpoint.entity.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerEntry } from './ledger-entry.entity.js';
import { LedgerSalt } from './ledger-salt.entity.js';
import { LedgerService } from './ledger.service.js';
import { LedgerStoredHash } from './ledger-stored-hash.entity.js';

/** The transparency log: entries, tree, proofs and signed checkpoints. The signals module asks it; nothing else writes it. */
@Module({
  imports: [TypeOrmModule.forFeature([LedgerEntry, LedgerStoredHash, LedgerCheckpoint, LedgerSalt])],
  controllers: [LedgerController],
  providers: [LedgerService],
  exports: [LedgerService],
})
export class LedgerModule {}

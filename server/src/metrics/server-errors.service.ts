import { hostname } from 'node:os';
import { Injectable, Logger } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { Metrics } from './metrics.js';
import { ServerError } from './server-error.entity.js';

/** The newest 5xx answers kept for support; older ones are in the replicas' logs only. */
export const KEPT_SERVER_ERRORS = 5000;
const REPLICA = hostname().slice(0, 64);

export interface ServerErrorSeen {
  reference: string;
  method: string;
  path: string;
  status: number;
  userId: number | null;
}

export class ServerErrorDto {
  @ApiProperty({ description: 'The reference the user was shown: the id of the request.' })
  reference!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ example: 'POST' })
  method!: string;

  @ApiProperty({ description: 'The address, without its query string.', example: '/api/payments/create' })
  path!: string;

  @ApiProperty({ example: 500 })
  status!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'The signed-in user who made the request, if any.' })
  userId!: number | null;

  @ApiProperty({ description: 'The host name of the replica that answered: its log has the details.' })
  replica!: string;
}

/**
 * Every 5xx answer's reference (the request's id, also on every log line of the request), kept
 * where staff can look it up from what a user quotes, and counted for the 5xx-rate alert.
 */
@Injectable()
export class ServerErrors {
  private readonly logger = new Logger(ServerErrors.name);

  constructor(
    @InjectRepository(ServerError) private readonly errors: Repository<ServerError>,
    private readonly metrics: Metrics,
  ) {}

  /** Never throws: a database that is down is often why the answer was a 5xx; the log line stays. */
  async record(seen: ServerErrorSeen): Promise<void> {
    this.metrics.serverErrors.inc();
    try {
      const saved = await this.errors.save(
        this.errors.create({ ...seen, path: seen.path.slice(0, 200), replica: REPLICA }),
      );
      await this.errors.delete({ id: LessThanOrEqual(saved.id - KEPT_SERVER_ERRORS) });
    } catch (error) {
      this.logger.warn(`The reference ${seen.reference} was not recorded: ${(error as Error).message}`);
    }
  }

  /** The answers with this reference, newest first (a reference the client made up may repeat). */
  async find(reference: string): Promise<ServerErrorDto[]> {
    const found = await this.errors.find({ where: { reference }, order: { id: 'DESC' }, take: 20 });
    return found.map((error) => ({
      reference: error.reference,
      at: error.createdAt.toISOString(),
      method: error.method,
      path: error.path,
      status: error.status,
      userId: error.userId,
      replica: error.replica,
    }));
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { NOT_TRADING_CODES, type NotTradingReason } from '#domain/ea-status';
import type { MtAccount } from './mt-account.entity.js';

export class AccountKeyDto {
  @ApiProperty({ example: 'sdk_AbCd', description: "The key's first characters, to tell keys apart." })
  prefix!: string;

  @ApiProperty({ format: 'date-time' })
  issuedAt!: string;
}

/** How the trader wants signals taken on this account. */
export class RiskSettingsDto {
  @ApiProperty({
    example: 'USD',
    description: "The account's currency (the terminal's when the balance is read from it).",
  })
  accountCurrency!: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 10000,
    description: 'null: the balance the terminal last reported.',
  })
  balance!: number | null;

  @ApiProperty({ example: 1, description: 'Percent of the balance one signal may lose at its stop.' })
  riskPercent!: number;

  @ApiProperty({ example: 3 })
  maxOpenPositions!: number;

  @ApiProperty({
    type: [String],
    example: ['XAGUSD'],
    description: 'Symbols whose signals this account does not take.',
  })
  symbolsOff!: string[];

  @ApiProperty({ example: '' })
  symbolPrefix!: string;

  @ApiProperty({ example: '.r' })
  symbolSuffix!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { XAUUSD: 'GOLD' },
    description: 'Broker names that prefix and suffix cannot make.',
  })
  symbolMap!: Record<string, string>;

  @ApiProperty({ description: 'While paused the Expert Advisor opens nothing.' })
  paused!: boolean;
}

/** What the account's Expert Advisor said in its last heartbeat. */
export class TerminalStateDto {
  @ApiProperty({ format: 'date-time' })
  lastSeenAt!: string;

  @ApiProperty({ example: 4755 })
  terminalBuild!: number;

  @ApiProperty({ example: 'Example Markets Ltd' })
  broker!: string;

  @ApiProperty({ type: String, nullable: true, example: 'MetaQuotes-Demo', description: "The broker's trade server." })
  server!: string | null;

  @ApiProperty({ example: 'USD', description: 'As the terminal names it (USc on a cent account).' })
  currency!: string;

  @ApiProperty({ example: 10250.4 })
  balance!: number;

  @ApiProperty({ example: 10190.15 })
  equity!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 0.01,
    description: "The chart symbol's, from EAs before lotSteps.",
  })
  lotStep!: number | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { 'EURUSD.r': 0.01 },
    description: "Each traded symbol's lot step, by the broker's name.",
  })
  lotSteps!: Record<string, number>;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: NOT_TRADING_CODES,
    description: 'Why the EA trades nothing now (it reads no signals meanwhile); null while it can trade.',
  })
  notTrading!: NotTradingReason | null;
}

/** Spec section 3, MT account, with its Expert Advisor's key, settings and last heartbeat. */
export class MtAccountDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: '12345678' })
  mtId!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: AccountKeyDto, nullable: true, description: 'null: no key issued (or revoked).' })
  key!: AccountKeyDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When the last key was revoked, while no key has been issued since.',
  })
  keyRevokedAt!: string | null;

  @ApiProperty({
    description:
      "Another SignalDesk account's Expert Advisor reported the same broker server and login: each signal may be traded twice.",
  })
  sharedLogin!: boolean;

  @ApiProperty({ type: RiskSettingsDto })
  settings!: RiskSettingsDto;

  @ApiProperty({
    type: TerminalStateDto,
    nullable: true,
    description: 'null: the Expert Advisor has not reported yet.',
  })
  terminal!: TerminalStateDto | null;
}

export function toRiskSettingsDto(account: MtAccount): RiskSettingsDto {
  const settings = account.settings;
  return {
    accountCurrency: settings.accountCurrency,
    balance: settings.balance,
    riskPercent: settings.riskPercent,
    maxOpenPositions: settings.maxOpenPositions,
    symbolsOff: settings.symbolsOff ?? [],
    symbolPrefix: settings.symbolPrefix,
    symbolSuffix: settings.symbolSuffix,
    symbolMap: settings.symbolMap ?? {},
    paused: settings.paused,
  };
}

export function toMtAccountDto(account: MtAccount, sharedLogin: boolean): MtAccountDto {
  const terminal = account.terminal;
  const key =
    account.keyPrefix && account.keyIssuedAt
      ? { prefix: account.keyPrefix, issuedAt: account.keyIssuedAt.toISOString() }
      : null;
  return {
    id: account.id,
    mtId: account.mtId,
    createdAt: account.createdAt.toISOString(),
    key,
    keyRevokedAt: key ? null : (account.keyRevokedAt?.toISOString() ?? null),
    sharedLogin,
    settings: toRiskSettingsDto(account),
    terminal: terminal.seenAt
      ? {
          lastSeenAt: terminal.seenAt.toISOString(),
          terminalBuild: terminal.build ?? 0,
          broker: terminal.broker ?? '',
          server: terminal.server,
          currency: terminal.currency ?? '',
          balance: terminal.balance ?? 0,
          equity: terminal.equity ?? 0,
          lotStep: terminal.lotStep,
          lotSteps: terminal.lotSteps ?? {},
          notTrading: terminal.notTrading,
        }
      : null,
  };
}

import { join } from 'node:path';
import { plainToInstance, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateNested,
  validateSync,
  type ValidationError,
} from 'class-validator';
import { FEATURE_NAMES } from '../model/features.js';
import type { Repository } from './git.js';

/**
 * A pre-registration: the question, the data, the variants, the rule that chooses among them and
 * the windows, committed before any of its variants is evaluated (research/preregistration/*.json;
 * docs/research.md). The research command runs nothing else.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class WindowSpec {
  @Matches(DATE) from!: string;
  @Matches(DATE) to!: string;
}

export class WindowsSpec {
  /** Where the variants are measured and the rule chooses. */
  @ValidateNested() @Type(() => WindowSpec) research!: WindowSpec;
  /** Where the chosen variant is measured once. */
  @ValidateNested() @Type(() => WindowSpec) final!: WindowSpec;
}

export class DataSpec {
  @IsIn(['csv']) provider!: 'csv';
  /** Relative to the repository's root. */
  @IsString() csvDir!: string;
  /** The files keep MetaTrader server time (UTC+2/+3). */
  @IsBoolean() brokerClock!: boolean;
  @IsArray() @ArrayMinSize(1) @ArrayUnique() @IsString({ each: true }) symbols!: string[];
  /** Recorded economic calendars (events questions), relative to the root. */
  @IsOptional() @IsString() calendarDir?: string;
}

export class RuleSpec {
  /** The rule in words; the code applies it (choice.ts, chooseVariant). */
  @IsString() @MinLength(20) statement!: string;
  /** The multiple of the cost floors the rule reads the figures at. */
  @IsNumber() @Min(1) costMultiple!: number;
  /** A variant with fewer trades on the research window cannot be chosen. */
  @IsInt() @Min(1) minTrades!: number;
}

export class ExitsSpec {
  @IsPositive() stopAtr!: number;
  @IsPositive() targetR!: number;
  @IsInt() @IsPositive() expiryHours!: number;
}

export class FeatureWindowsSpec {
  @IsArray() @ArrayMinSize(5) @ArrayMaxSize(5) @IsInt({ each: true }) @Min(1, { each: true }) returns!: [
    number,
    number,
    number,
    number,
    number,
  ];
  @IsArray() @ArrayMinSize(3) @ArrayMaxSize(3) @IsInt({ each: true }) @Min(2, { each: true }) averages!: [
    number,
    number,
    number,
  ];
  @IsArray() @ArrayMinSize(2) @ArrayMaxSize(2) @IsInt({ each: true }) @Min(2, { each: true }) ranges!: [number, number];
  @IsInt() @Min(2) atr!: number;
  @IsInt() @Min(2) longAtr!: number;
}

export class HorizonSpec {
  @IsIn([1, 4, 24]) hours!: 1 | 4 | 24;
  @IsIn(['bars', 'hourly']) features!: 'bars' | 'hourly';
  @IsOptional() @ValidateNested() @Type(() => FeatureWindowsSpec) windows?: FeatureWindowsSpec;
}

/** What an engine variant changes against the engine it starts from (ModelSettings). */
export class EngineSettingsSpec {
  @IsOptional() @ValidateNested() @Type(() => ExitsSpec) exits?: ExitsSpec;
  @IsOptional() @IsPositive() @Max(1) signalShare?: number;
  @IsOptional() @IsNumber() @Min(0) ridge?: number;
  @IsOptional() @IsArray() @IsIn(FEATURE_NAMES, { each: true }) excludedFeatures?: string[];
  @IsOptional() @ValidateNested() @Type(() => HorizonSpec) horizon?: HorizonSpec;
  /** Publish only when the predicted net result reaches this many times the cost floor (in R). */
  @IsOptional() @IsNumber() @Min(0) minEdgeCosts?: number;
}

/** An event-study variant (event-trades.ts). */
export class EventSettingsSpec {
  /** Trade a release whose surprise, in units of its event's past surprises, reaches this. */
  @IsPositive() minSurprise!: number;
  /** Hold at most this long. */
  @IsInt() @IsPositive() holdHours!: number;
  /** Stop distance: this × ATR(14 h) × √holdHours. */
  @IsPositive() stopScale!: number;
  @IsPositive() targetR!: number;
  /** An event needs this many earlier surprises to measure one in their units. */
  @IsInt() @Min(2) minHistory!: number;
  /** The first hourly open after the release must come within this many minutes of it. */
  @IsInt() @IsPositive() maxFillDelayMinutes!: number;
}

export class VariantSpec {
  @IsString() @MinLength(1) name!: string;
  @IsString() @MinLength(1) why!: string;
  @IsOptional() @ValidateNested() @Type(() => EngineSettingsSpec) engine?: EngineSettingsSpec;
  @IsOptional() @ValidateNested() @Type(() => EventSettingsSpec) events?: EventSettingsSpec;
}

export class BaseSpec {
  /** The pre-registration whose chosen variant (by its own rule, on its research window) the variants start from. */
  @IsString() preregistration!: string;
}

export class Preregistration {
  @Matches(/^[a-z0-9-]+$/) name!: string;
  @IsString() @MinLength(20) question!: string;
  @IsIn(['engine', 'events']) kind!: 'engine' | 'events';
  @IsOptional() @ValidateNested() @Type(() => BaseSpec) base?: BaseSpec;
  @ValidateNested() @Type(() => DataSpec) data!: DataSpec;
  @ValidateNested() @Type(() => WindowsSpec) windows!: WindowsSpec;
  @IsInt() @Min(20) seeds!: number;
  /** Financing charged for every night held, a year's rate of the notional (0.03: 3 %), on either side. */
  @IsNumber() @Min(0) financingRate!: number;
  @ValidateNested() @Type(() => RuleSpec) rule!: RuleSpec;
  @IsArray() @ArrayMinSize(1) @ValidateNested({ each: true }) @Type(() => VariantSpec) variants!: VariantSpec[];
}

export class PreregistrationError extends Error {}

/** A committed pre-registration, with the hash of its committed text and the commit that registered it. */
export interface Registered {
  preregistration: Preregistration;
  file: string;
  sha256: string;
  commit: string;
}

export const PREREGISTRATION_FOLDER = 'research/preregistration';

/**
 * Reads research/preregistration/<name>.json as committed, and refuses it when it is missing, not
 * committed, edited since its commit, or malformed: nothing may be evaluated on a plan that could
 * still change.
 */
export function loadPreregistration(repository: Repository, name: string): Registered {
  const relativeFile = `${PREREGISTRATION_FOLDER}/${name}.json`;
  const committed = repository.committed(join(repository.root, relativeFile));
  if (!committed) {
    throw new PreregistrationError(
      `${relativeFile} is not committed as it stands: commit the pre-registration before evaluating any of its variants.`,
    );
  }
  let plain: unknown;
  try {
    plain = JSON.parse(committed.text);
  } catch (error) {
    throw new PreregistrationError(`${relativeFile} is not JSON: ${(error as Error).message}`);
  }
  const preregistration = plainToInstance(Preregistration, plain);
  const problems = [
    ...validateSync(preregistration, { whitelist: true, forbidNonWhitelisted: true }).flatMap((error) =>
      describe(error),
    ),
    ...consistencyProblems(preregistration, name),
  ];
  if (problems.length) throw new PreregistrationError(`${relativeFile}: ${problems.join('; ')}`);
  return { preregistration, file: relativeFile, sha256: committed.sha256, commit: committed.commit };
}

/**
 * The variants to run: all of them, or the one named, which must be in the pre-registration.
 */
export function registeredVariants(registered: Registered, requested?: string): VariantSpec[] {
  const { variants } = registered.preregistration;
  if (requested === undefined) return variants;
  const variant = variants.find((entry) => entry.name === requested);
  if (!variant) {
    throw new PreregistrationError(
      `'${requested}' is not a variant of ${registered.file} (${variants.map((entry) => `'${entry.name}'`).join(', ')}): ` +
        'register it in a new pre-registration, committed before it runs.',
    );
  }
  return [variant];
}

function consistencyProblems(preregistration: Preregistration, name: string): string[] {
  const problems: string[] = [];
  if (preregistration.name !== name) problems.push(`its name is '${preregistration.name}', not '${name}'`);
  const names = preregistration.variants?.map((variant) => variant.name) ?? [];
  if (new Set(names).size !== names.length) problems.push('two variants share a name');
  for (const variant of preregistration.variants ?? []) {
    const settings = preregistration.kind === 'events' ? variant.events : variant.engine;
    const other = preregistration.kind === 'events' ? variant.engine : variant.events;
    if (!settings || other) {
      problems.push(`variant '${variant.name}' must carry '${preregistration.kind}' settings and no others`);
    }
  }
  if (preregistration.base && preregistration.kind !== 'engine')
    problems.push('only engine variants start from a base');
  const windows = preregistration.windows;
  for (const [label, window] of Object.entries(windows ?? {})) {
    if (window && window.from >= window.to) problems.push(`the ${label} window ends before it starts`);
  }
  if (preregistration.kind === 'events' && !preregistration.data?.calendarDir) {
    problems.push('an events question needs data.calendarDir');
  }
  return problems;
}

function describe(error: ValidationError, path = ''): string[] {
  const at = path ? `${path}.${error.property}` : error.property;
  return [
    ...Object.values(error.constraints ?? {}).map((message) => `${at}: ${message}`),
    ...(error.children ?? []).flatMap((child) => describe(child, at)),
  ];
}

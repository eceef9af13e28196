import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { NEWS_RULES } from './news-reading.js';

const nullableNumber = (description: string) => ({ type: Number, nullable: true, description }) as const;

/** One line of the back-test: what a strategy's trades came to. */
export class BacktestFiguresDto {
  @ApiProperty({ description: 'Closed trades.' })
  trades!: number;

  @ApiProperty(nullableNumber('Wins over closed trades (0-1); expired ones count as not won.'))
  winRate!: number | null;

  @ApiProperty(nullableNumber('Mean result in R (multiples of the published risk), net of the round-trip cost.'))
  averageR!: number | null;

  @ApiProperty(nullableNumber('Mean result in R before costs: beside the net one, it tells skill from cost.'))
  averageRGross!: number | null;

  @ApiProperty(nullableNumber('Sum of winning R over sum of losing R; null when nothing was lost.'))
  profitFactor!: number | null;

  @ApiProperty({ description: 'Largest fall from a peak of the cumulative R, trades in time order.' })
  maxDrawdownR!: number;
}

/** A coin choosing the side at the engine's own entries, same exits and costs: the fair chance. */
export class SameEntryChanceDto {
  @ApiProperty()
  trades!: number;

  @ApiProperty({ description: 'Coin flips (runs) behind the figures.' })
  seeds!: number;

  @ApiProperty(nullableNumber('Mean net result over every run, in R.'))
  averageR!: number | null;

  @ApiProperty(nullableNumber('Mean result before costs; null where the gross results were not recorded.'))
  averageRGross!: number | null;

  @ApiProperty(nullableNumber('95th percentile of the runs’ mean net result: what chance reaches 1 time in 20.'))
  p95!: number | null;

  @ApiProperty(nullableNumber('Share of the coin’s trades that ended in profit after costs, 0-1.'))
  profitRate!: number | null;
}

export class RandomEveryHourDto {
  @ApiProperty({ type: BacktestFiguresDto })
  median!: BacktestFiguresDto;

  @ApiProperty({ type: BacktestFiguresDto })
  p95!: BacktestFiguresDto;
}

/** Chance and the naive strategies, with the engine's exits and costs. */
export class BacktestBaselinesDto {
  @ApiProperty({ type: SameEntryChanceDto, description: 'A random side at the engine’s own entries.' })
  randomSameEntries!: SameEntryChanceDto;

  @ApiProperty({ type: BacktestFiguresDto, description: 'The other side of every engine signal.' })
  oppositeSide!: BacktestFiguresDto;

  @ApiProperty({
    type: RandomEveryHourDto,
    description: 'A random side at every hour it holds no trade (pays for hours the engine avoids).',
  })
  randomEveryHour!: RandomEveryHourDto;

  @ApiProperty({ type: BacktestFiguresDto })
  alwaysLong!: BacktestFiguresDto;

  @ApiProperty({ type: BacktestFiguresDto })
  alwaysShort!: BacktestFiguresDto;

  @ApiProperty({ type: BacktestFiguresDto, description: 'Buys while EMA 21 is above EMA 55, sells while below.' })
  emaTrend!: BacktestFiguresDto;
}

export class PeriodDto {
  @ApiProperty({ format: 'date-time' })
  from!: string;

  @ApiProperty({ format: 'date-time' })
  to!: string;
}

/** How sure a net average is: calendar months resampled. */
export class AverageIntervalDto {
  @ApiProperty()
  months!: number;

  @ApiProperty()
  resamples!: number;

  @ApiProperty(nullableNumber('Lower end of the 95% interval of the net average, R.'))
  low!: number | null;

  @ApiProperty(nullableNumber('Upper end of the 95% interval of the net average, R.'))
  high!: number | null;

  @ApiProperty(nullableNumber('Share of resampled histories whose net average is at most 0.'))
  probabilityAtMostZero!: number | null;
}

export class ChanceFiguresDto {
  @ApiProperty({ type: Number, nullable: true })
  profitRate!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  averageR!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  p95!: number | null;
}

/** Signals in one third of the model's predictions, and what they and a coin did out of sample. */
export class CalibrationBandDto {
  @ApiProperty({ example: 'upper third' })
  name!: string;

  @ApiProperty()
  trades!: number;

  @ApiProperty(nullableNumber('Share that ended in profit after costs: the confidence its signals carry.'))
  profitRate!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  averageR!: number | null;

  @ApiProperty({ type: ChanceFiguresDto })
  chance!: ChanceFiguresDto;

  @ApiProperty({
    description: 'The band’s net average is above chance’s 95th percentile: the only ground for a highlight.',
  })
  beatsChance!: boolean;
}

export class CalibrationDto {
  @ApiProperty({ example: 'ended in profit after costs', description: 'The event confidence is the probability of.' })
  event!: string;

  @ApiProperty({ type: PeriodDto })
  measuredOn!: PeriodDto;

  @ApiProperty()
  trades!: number;

  @ApiProperty(nullableNumber('Rank correlation of the prediction’s band with the net result.'))
  rankCorrelation!: number | null;

  @ApiProperty({ description: 'Whether the model orders its signals at all (positive rank correlation at 5%).' })
  ordersSignals!: boolean;

  @ApiProperty({ type: CalibrationBandDto, isArray: true })
  bands!: CalibrationBandDto[];
}

/** A band's signals of one year, given the probability the years before measured for the band. */
export class CalibrationCheckRowDto {
  @ApiProperty()
  band!: string;

  @ApiProperty()
  trades!: number;

  @ApiProperty(nullableNumber('Mean probability the earlier years gave these signals.'))
  predicted!: number | null;

  @ApiProperty(nullableNumber('Share that ended in profit after costs.'))
  observed!: number | null;

  @ApiProperty(nullableNumber('Share a random side at the same entries saw in profit.'))
  chance!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  averageR!: number | null;
}

export class NewsRuleFiguresDto {
  @ApiProperty({ enum: Object.keys(NEWS_RULES) })
  rule!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'Whether the live engine holds signals back on this rule.' })
  holds!: boolean;

  @ApiProperty({ type: BacktestFiguresDto, description: 'The signals the rule fired on.' })
  affected!: BacktestFiguresDto;

  @ApiProperty({ type: BacktestFiguresDto })
  rest!: BacktestFiguresDto;

  @ApiProperty(nullableNumber('Standard errors by which the rest did better than the affected signals.'))
  z!: number | null;

  @ApiProperty({ description: 'Holding the affected signals back would have raised the net average measurably.' })
  helps!: boolean;
}

export class NewsRulesReportDto {
  @ApiProperty({ type: PeriodDto, description: 'The span of the recorded calendar.' })
  covered!: PeriodDto;

  @ApiProperty({ description: 'Engine signals inside that span.' })
  signals!: number;

  @ApiProperty({ type: NewsRuleFiguresDto, isArray: true })
  rules!: NewsRuleFiguresDto[];

  @ApiProperty({ type: BacktestFiguresDto })
  untouched!: BacktestFiguresDto;
}

export class ExitRulesDto {
  @ApiProperty({ description: 'Stop distance in ATR(14 h).' })
  stopAtr!: number;

  @ApiProperty({ description: 'Target in multiples of the stop distance.' })
  targetR!: number;

  @ApiProperty()
  expiryHours!: number;
}

export class ConfirmationDto {
  @ApiProperty({ type: BacktestFiguresDto })
  engine!: BacktestFiguresDto;

  @ApiProperty({ type: SameEntryChanceDto })
  chance!: SameEntryChanceDto;

  @ApiProperty({ type: AverageIntervalDto })
  interval!: AverageIntervalDto;
}

/** How the design was chosen: on which years, among how many variants, and what the later years said. */
export class DesignDto {
  @ApiProperty({ type: PeriodDto, description: 'The years every design choice was made on.' })
  chosenOn!: PeriodDto;

  @ApiProperty({ type: PeriodDto, description: 'The years the chosen design was run on once, after the choice.' })
  confirmedOn!: PeriodDto;

  @ApiProperty({ description: 'Variants tried on the research years (docs/signals.md lists them).' })
  variantsTried!: number;

  @ApiProperty({ example: 'fewer signals' })
  chosen!: string;

  @ApiProperty({ type: ConfirmationDto, nullable: true, description: 'The engine on the confirmation years.' })
  confirmation!: ConfirmationDto | null;
}

/** The engine's trades charged on one basis: a multiple of the cost floors, with or without financing. */
export class ChargedFiguresDto {
  @ApiProperty({ description: 'The multiple of the cost floors charged: 1, 1.5 or 2.' })
  costMultiple!: number;

  @ApiProperty({ description: 'Whether financing was charged for every night held (financingRate a year).' })
  financing!: boolean;

  @ApiProperty()
  trades!: number;

  @ApiProperty(nullableNumber('Mean net result in R on this basis.'))
  netR!: number | null;

  @ApiProperty(nullableNumber('Mean result in R before costs.'))
  grossR!: number | null;

  @ApiProperty(nullableNumber('A coin at the same entries, charged the same: its mean net result.'))
  coinR!: number | null;

  @ApiProperty(nullableNumber('The coin’s 95th percentile of the mean at this many trades.'))
  coinP95!: number | null;

  @ApiProperty(nullableNumber('95% interval of the net average, calendar months resampled: low end.'))
  low!: number | null;

  @ApiProperty(nullableNumber('High end of that interval.'))
  high!: number | null;

  @ApiProperty(nullableNumber('Share of resampled histories whose net average is zero or less.'))
  probabilityAtMostZero!: number | null;

  @ApiProperty(nullableNumber('Mean over standard deviation of the trades’ net results (per trade).'))
  sharpe!: number | null;

  @ApiProperty(nullableNumber('Skewness of the trades’ net results.'))
  skewness!: number | null;

  @ApiProperty(nullableNumber('Kurtosis of the trades’ net results (3 for normal results).'))
  kurtosis!: number | null;
}

const record = (model: new () => unknown, description: string) => ({
  type: 'object' as const,
  additionalProperties: { $ref: getSchemaPath(model) },
  description,
});

/** GET /api/signals/backtest: the walk-forward back-test of the engine against chance. */
@ApiExtraModels(BacktestFiguresDto, BacktestBaselinesDto)
export class BacktestReportDto {
  @ApiProperty({ enum: ['Back-test'], description: 'Always "Back-test": these are not live results.' })
  label!: 'Back-test';

  @ApiProperty({ description: 'The data the back-test ran on.' })
  source!: string;

  @ApiProperty({ type: PeriodDto, description: 'The measured period (after the first training year).' })
  period!: PeriodDto;

  @ApiProperty({ format: 'date-time' })
  generatedAt!: string;

  @ApiProperty({ description: 'Costs and exits every strategy was charged and given.' })
  costs!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'The least round-trip cost charged per symbol, in price units.',
  })
  costFloors!: Record<string, number>;

  @ApiProperty({ type: ExitRulesDto })
  exits!: ExitRulesDto;

  @ApiProperty({ type: BacktestFiguresDto })
  engine!: BacktestFiguresDto;

  @ApiProperty({ type: AverageIntervalDto })
  interval!: AverageIntervalDto;

  @ApiProperty({ description: 'The engine’s net average is above a coin’s 95th percentile at its own entries.' })
  beatsChance!: boolean;

  @ApiProperty({ type: BacktestBaselinesDto })
  baselines!: BacktestBaselinesDto;

  @ApiProperty(record(BacktestFiguresDto, 'The engine by instrument category.'))
  byCategory!: Record<string, BacktestFiguresDto>;

  @ApiProperty(record(BacktestFiguresDto, 'The engine by calendar year.'))
  byYear!: Record<string, BacktestFiguresDto>;

  @ApiProperty(record(BacktestFiguresDto, 'The engine by symbol.'))
  bySymbol!: Record<string, BacktestFiguresDto>;

  @ApiProperty(record(BacktestBaselinesDto, 'Chance and the baselines by instrument category.'))
  baselinesByCategory!: Record<string, BacktestBaselinesDto>;

  @ApiProperty(record(BacktestBaselinesDto, 'Chance and the baselines by calendar year.'))
  baselinesByYear!: Record<string, BacktestBaselinesDto>;

  @ApiProperty({ type: CalibrationDto })
  calibration!: CalibrationDto;

  @ApiProperty({ type: CalibrationCheckRowDto, isArray: true })
  calibrationCheck!: CalibrationCheckRowDto[];

  @ApiProperty({ description: 'Engine signals per symbol and week over the period.' })
  signalsPerSymbolWeek!: number;

  @ApiProperty({ type: NewsRulesReportDto, nullable: true })
  news!: NewsRulesReportDto | null;

  @ApiProperty({ type: DesignDto })
  design!: DesignDto;

  @ApiProperty({ description: 'Financing assumed for every night a position is held, a year’s rate of its notional.' })
  financingRate!: number;

  @ApiProperty({
    type: ChargedFiguresDto,
    isArray: true,
    description: 'The whole period at 1×, 1.5× and 2× the cost floors, each without and with financing.',
  })
  charged!: ChargedFiguresDto[];

  @ApiProperty({ description: 'How the figures were made, in a sentence.' })
  method!: string;
}

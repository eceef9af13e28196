import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { NEWS_RULES } from './news-reading.js';
import { VerdictDto } from './dto/verdict.dto.js';

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
  @ApiProperty({ description: 'Stop distance in ATRs of 14 of the engine’s bars (horizon).' })
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

const record = (model: new () => unknown, description: string) => ({
  type: 'object' as const,
  additionalProperties: { $ref: getSchemaPath(model) },
  description,
});

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

/** The deflated Sharpe ratio of Bailey and López de Prado, per trade. */
export class DeflatedSharpeDto {
  @ApiProperty({ description: 'The Sharpe ratio per trade that the best of so many trials would show by luck alone.' })
  expectedMaxSharpe!: number;

  @ApiProperty({ description: 'Probability that the true Sharpe ratio is above zero, after the deflation (0-1).' })
  probability!: number;
}

export class SymbolNetDto {
  @ApiProperty()
  trades!: number;

  @ApiProperty(nullableNumber('Mean net result in R at the floors, financing included.'))
  netR!: number | null;
}

export class HorizonWindowsDto {
  @ApiProperty({ type: [Number], description: 'The five returns, in bars.' })
  returns!: number[];

  @ApiProperty({ type: [Number], description: 'The three averages price is compared with, in bars.' })
  averages!: number[];

  @ApiProperty({ type: [Number], description: 'The two ranges price is placed in, in bars.' })
  ranges!: number[];

  @ApiProperty({ description: 'ATR window in bars: the unit of the stop.' })
  atr!: number;

  @ApiProperty({ description: 'The longer ATR of the volatility regime, in bars.' })
  longAtr!: number;
}

/** How often the engine decides, and on what. */
export class HorizonDto {
  @ApiProperty({ enum: [1, 4, 24], description: 'Bar length in hours: 1, 4 or 24 (cut on the 17:00 New York close).' })
  hours!: 1 | 4 | 24;

  @ApiProperty({
    enum: ['bars', 'hourly'],
    description: "'bars': features on the horizon's bars; 'hourly': the hourly features read at each bar's close.",
  })
  features!: 'bars' | 'hourly';

  @ApiProperty({ type: HorizonWindowsDto, required: false })
  windows?: HorizonWindowsDto;
}

const VERDICT_WORDS = ['Better than chance', 'No edge over chance shown after costs', 'Loses after costs'];

export class ResearchWindowsDto {
  @ApiProperty({ type: PeriodDto, description: 'Where the variants were measured and the rule chose.' })
  research!: PeriodDto;

  @ApiProperty({ type: PeriodDto, description: 'Where the chosen variant was measured once.' })
  final!: PeriodDto;
}

export class ResearchChoiceDto {
  @ApiProperty()
  chosen!: string;

  @ApiProperty({ description: 'Whether it cleared the ship rule’s bar on the research window.' })
  clearedBar!: boolean;

  @ApiProperty()
  reason!: string;
}

export class ResearchVariantDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'What it changes, and why it was worth a try, as pre-registered.' })
  why!: string;

  @ApiProperty({
    type: ChargedFiguresDto,
    isArray: true,
    nullable: true,
    description: 'Its latest figures on the research window, on every basis; null until measured.',
  })
  research!: ChargedFiguresDto[] | null;
}

export class FinalLookDto {
  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty()
  commit!: string;

  @ApiProperty({ description: 'Which look at this window on these data it was (1: the first).' })
  look!: number;

  @ApiProperty()
  variant!: string;

  @ApiProperty({ type: ChargedFiguresDto, isArray: true })
  charged!: ChargedFiguresDto[];
}

export class FinalReadingDto {
  @ApiProperty()
  chosen!: string;

  @ApiProperty()
  look!: number;

  @ApiProperty({ description: 'Variants ever tried on data overlapping its windows, earlier rounds included.' })
  variantsTried!: number;

  @ApiProperty({ type: DeflatedSharpeDto, nullable: true })
  deflatedSharpe!: DeflatedSharpeDto | null;

  @ApiProperty({ description: 'Whether a design choice, of an earlier round or of this one, used the final window.' })
  windowUsedByDesign!: boolean;

  @ApiProperty()
  passesShipRule!: boolean;

  @ApiProperty({ enum: VERDICT_WORDS })
  verdict!: string;
}

/** One pre-registered question of the research log (docs/research.md). */
export class ResearchQuestionDto {
  @ApiProperty({ example: 'horizon' })
  name!: string;

  @ApiProperty()
  question!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The question whose choice its variants start from.' })
  base!: string | null;

  @ApiProperty({ example: 'research/preregistration/horizon.json' })
  file!: string;

  @ApiProperty({ description: 'SHA-256 of the committed pre-registration.' })
  sha256!: string;

  @ApiProperty({ description: 'The commit that registered it.' })
  commit!: string;

  @ApiProperty({ type: ResearchWindowsDto })
  windows!: ResearchWindowsDto;

  @ApiProperty({ description: 'The rule that chooses among its variants, as registered.' })
  rule!: string;

  @ApiProperty({ type: ResearchVariantDto, isArray: true })
  variants!: ResearchVariantDto[];

  @ApiProperty({ type: ResearchChoiceDto, nullable: true })
  choice!: ResearchChoiceDto | null;

  @ApiProperty({ type: FinalLookDto, isArray: true, description: 'Every look at its final window, in order.' })
  finals!: FinalLookDto[];

  @ApiProperty({ type: FinalReadingDto, nullable: true, description: 'The protocol’s reading of the first look.' })
  reading!: FinalReadingDto | null;
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

  @ApiProperty({ description: 'The pre-registration whose chosen variant this engine is.' })
  preregistration!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Which look at the final window the protocol read.' })
  look!: number | null;

  @ApiProperty({ type: DeflatedSharpeDto, nullable: true })
  deflatedSharpe!: DeflatedSharpeDto | null;

  @ApiProperty({
    description: 'Whether a design choice, of an earlier round or of this one, used the confirmation years.',
  })
  windowUsedByDesign!: boolean;

  @ApiProperty({
    type: ChargedFiguresDto,
    isArray: true,
    nullable: true,
    description: 'The confirmation years at 1×, 1.5× and 2× the floors, without and with financing.',
  })
  confirmationCharged!: ChargedFiguresDto[] | null;

  @ApiProperty(record(SymbolNetDto, 'The confirmation years by symbol, at the floors with financing.'))
  confirmationBySymbol!: Record<string, SymbolNetDto>;

  @ApiProperty({
    type: [String],
    description: 'The symbols not below zero net on the confirmation years: those published.',
  })
  publishedSymbols!: string[];

  @ApiProperty({ description: 'Net above zero at the floors and at 1.5×, and above the coin’s 95th percentile.' })
  passesShipRule!: boolean;

  @ApiProperty({ enum: VERDICT_WORDS, nullable: true, description: 'The verdict rule’s words (docs/research.md).' })
  verdict!: string | null;
}

/** GET /api/signals/backtest: the walk-forward back-test of the engine against chance. */
@ApiExtraModels(BacktestFiguresDto, BacktestBaselinesDto, SymbolNetDto)
/** One month's end of the back-test's equity curve. */
export class BacktestEquityPointDto {
  @ApiProperty({ description: 'The calendar month, "2016-01".', example: '2016-01' })
  month!: string;

  @ApiProperty({ description: 'Trades decided up to the month’s end.' })
  trades!: number;

  @ApiProperty({ description: 'The engine’s cumulative net result in R at the month’s end.' })
  engineR!: number;

  @ApiProperty({ description: '5th percentile of a coin’s cumulative R at the same entries, over the seeds.' })
  coinLow!: number;

  @ApiProperty({ description: '95th percentile of a coin’s cumulative R at the same entries, over the seeds.' })
  coinHigh!: number;
}

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

  @ApiProperty({ type: HorizonDto })
  horizon!: HorizonDto;

  @ApiProperty({ type: BacktestFiguresDto })
  engine!: BacktestFiguresDto;

  @ApiProperty({ type: AverageIntervalDto })
  interval!: AverageIntervalDto;

  @ApiProperty({ description: 'The engine’s net average is above a coin’s 95th percentile at its own entries.' })
  beatsChance!: boolean;

  @ApiProperty({
    type: VerdictDto,
    description:
      'The one verdict rule applied to the back-test: never "Better than chance" here, as design choices used every year it covers.',
  })
  verdict!: VerdictDto;

  @ApiProperty({ description: 'Why these years are not a fresh test, in a sentence.' })
  windowNote!: string;

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

  @ApiProperty({
    type: BacktestEquityPointDto,
    isArray: true,
    description:
      'Cumulative net R month by month, at the cost floors with financing (the verdict’s basis), beside the band a ' +
      'coin at the same entries stays inside 90% of the time.',
  })
  equity!: BacktestEquityPointDto[];

  @ApiProperty({
    type: ResearchQuestionDto,
    isArray: true,
    description: 'Every pre-registered question of the research log (docs/research.md).',
  })
  research!: ResearchQuestionDto[];

  @ApiProperty({ description: 'How the figures were made, in a sentence.' })
  method!: string;
}

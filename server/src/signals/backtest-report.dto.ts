import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';

/** One line of the back-test: what a strategy's trades came to, net of costs. */
export class BacktestFiguresDto {
  @ApiProperty({ description: 'Closed trades.' })
  trades!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Wins over closed trades (0-1); expired ones count as not won.',
  })
  winRate!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Mean result in R (multiples of the risk), net of costs.' })
  averageR!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Sum of winning R over sum of losing R; null when nothing was lost.',
  })
  profitFactor!: number | null;

  @ApiProperty({ description: 'Largest fall from a peak of the cumulative R, trades in time order.' })
  maxDrawdownR!: number;
}

/** The naive strategies run with the same exits, entering at every hour they hold no trade. */
@ApiExtraModels(BacktestFiguresDto)
export class BacktestBaselinesDto {
  @ApiProperty({ type: BacktestFiguresDto, description: 'Random direction: the median of each figure over the seeds.' })
  randomMedian!: BacktestFiguresDto;

  @ApiProperty({
    type: BacktestFiguresDto,
    description: 'Random direction: the 95th percentile of each figure over the seeds.',
  })
  random95!: BacktestFiguresDto;

  @ApiProperty({ type: BacktestFiguresDto })
  alwaysLong!: BacktestFiguresDto;

  @ApiProperty({ type: BacktestFiguresDto })
  alwaysShort!: BacktestFiguresDto;

  @ApiProperty({ type: BacktestFiguresDto, description: 'Buys while EMA 21 is above EMA 55, sells while below.' })
  emaTrend!: BacktestFiguresDto;
}

export class BacktestPeriodDto {
  @ApiProperty({ format: 'date-time' })
  from!: string;

  @ApiProperty({ format: 'date-time' })
  to!: string;
}

/** The engine's out-of-sample trades in one confidence band. */
export class CalibrationBucketDto {
  @ApiProperty({ example: '85–90', description: 'Confidence band, as the trader sees it.' })
  bucket!: string;

  @ApiProperty()
  trades!: number;

  @ApiProperty({ type: Number, nullable: true })
  winRate!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  averageR!: number | null;
}

const figuresRecord = (description: string) => ({
  type: 'object' as const,
  additionalProperties: { $ref: getSchemaPath(BacktestFiguresDto) },
  description,
});
const baselinesRecord = (description: string) => ({
  type: 'object' as const,
  additionalProperties: { $ref: getSchemaPath(BacktestBaselinesDto) },
  description,
});

/** GET /api/signals/backtest: the walk-forward back-test of the engine against naive baselines. */
@ApiExtraModels(BacktestFiguresDto, BacktestBaselinesDto)
export class BacktestReportDto {
  @ApiProperty({ enum: ['Back-test'], description: 'Always "Back-test": these are not live results.' })
  label!: 'Back-test';

  @ApiProperty({ description: 'The data the back-test ran on.' })
  source!: string;

  @ApiProperty({ type: BacktestPeriodDto, description: 'The measured period (after the first training year).' })
  period!: BacktestPeriodDto;

  @ApiProperty({ format: 'date-time' })
  generatedAt!: string;

  @ApiProperty({ description: 'Costs and exits every strategy was charged and given.' })
  costs!: string;

  @ApiProperty({ type: BacktestFiguresDto })
  engine!: BacktestFiguresDto;

  @ApiProperty({ type: BacktestBaselinesDto })
  baselines!: BacktestBaselinesDto;

  @ApiProperty(figuresRecord('The engine by instrument category.'))
  byCategory!: Record<string, BacktestFiguresDto>;

  @ApiProperty(figuresRecord('The engine by calendar year.'))
  byYear!: Record<string, BacktestFiguresDto>;

  @ApiProperty({ type: CalibrationBucketDto, isArray: true, description: 'Out-of-sample results by confidence band.' })
  calibration!: CalibrationBucketDto[];

  @ApiProperty(figuresRecord('The engine by symbol.'))
  bySymbol!: Record<string, BacktestFiguresDto>;

  @ApiProperty(baselinesRecord('The baselines by instrument category.'))
  baselinesByCategory!: Record<string, BacktestBaselinesDto>;

  @ApiProperty(baselinesRecord('The baselines by calendar year.'))
  baselinesByYear!: Record<string, BacktestBaselinesDto>;

  @ApiProperty({ description: 'Engine signals per symbol and week over the period.' })
  signalsPerSymbolWeek!: number;

  @ApiProperty({ description: 'How the figures were made, in a sentence.' })
  method!: string;
}

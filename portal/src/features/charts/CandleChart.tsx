import { Alert, Box, Skeleton, useTheme } from '@mui/material';
import type { AutoscaleInfo, UTCTimestamp } from 'lightweight-charts';
import { priceDecimals } from '#domain/instruments';
import type { Candle } from '../../api/client';
import { useLightweightChart } from './useLightweightChart';

const HEIGHT = 360;
/**
 * Share of the chart kept empty right of the newest candle: the level lines write their titles
 * ("Entry", "Target") there, and the last time label has room instead of being cut at the edge.
 */
const RIGHT_MARGIN_SHARE = 0.18;

export interface ChartLevels {
  entry: number;
  stopLoss: number;
  takeProfit: number;
  exit?: number | null;
}

/** The candles around a signal, with its entry, stop-loss and take-profit drawn across. */
export function CandleChart({
  symbol,
  candles,
  levels,
  timeZone,
}: {
  symbol: string;
  candles: Candle[];
  levels: ChartLevels;
  timeZone: string;
}) {
  const theme = useTheme();
  const decimals = priceDecimals(symbol);
  const { container, loading, failed, drawn } = useLightweightChart(
    (charts, chart) => {
      const series = chart.addSeries(charts.CandlestickSeries, {
        upColor: theme.palette.success.main,
        downColor: theme.palette.error.main,
        wickUpColor: theme.palette.success.main,
        wickDownColor: theme.palette.error.main,
        borderVisible: false,
        priceFormat: { type: 'price', precision: decimals, minMove: 1 / 10 ** decimals },
        // The scale always takes in the signal's levels, so that its lines stay on the chart.
        autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
          const info = original();
          if (!info?.priceRange) return info;
          const prices = [
            levels.entry,
            levels.stopLoss,
            levels.takeProfit,
            ...(levels.exit != null ? [levels.exit] : []),
          ];
          return {
            ...info,
            priceRange: {
              minValue: Math.min(info.priceRange.minValue, ...prices),
              maxValue: Math.max(info.priceRange.maxValue, ...prices),
            },
          };
        },
      });
      series.setData(candles.map((candle) => ({ ...candle, time: candle.time as UTCTimestamp })));
      const line = (price: number, color: string, title: string, dashed = false) =>
        series.createPriceLine({
          price,
          color,
          title,
          lineWidth: 2,
          lineStyle: dashed ? charts.LineStyle.Dashed : charts.LineStyle.Solid,
          axisLabelVisible: true,
        });
      line(levels.entry, theme.palette.primary.main, 'Entry');
      line(levels.stopLoss, theme.palette.error.main, 'Stop', true);
      line(levels.takeProfit, theme.palette.success.main, 'Target', true);
      if (levels.exit != null) line(levels.exit, theme.palette.warning.main, 'Exit');
    },
    [candles, levels.entry, levels.stopLoss, levels.takeProfit, levels.exit, decimals],
    { timeZone, height: HEIGHT, rightOffsetBars: Math.ceil(candles.length * RIGHT_MARGIN_SHARE) },
  );
  if (failed) return <Alert severity="error">The chart could not be loaded.</Alert>;
  return (
    <Box sx={{ position: 'relative', height: HEIGHT }}>
      {loading && <Skeleton variant="rounded" height={HEIGHT} sx={{ position: 'absolute', inset: 0 }} />}
      <Box
        ref={container}
        role="figure"
        aria-label={`${symbol} candles with entry, stop-loss and take-profit lines`}
        data-testid="candle-chart"
        data-drawn={drawn ? 'true' : 'false'}
        data-lines={levels.exit != null ? 4 : 3}
        sx={{ height: HEIGHT }}
      />
    </Box>
  );
}

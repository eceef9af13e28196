import { useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { IChartApi, Time } from 'lightweight-charts';
import { formatDateTime, formatDay, formatTime } from '../../lib/dates';

type ChartsModule = typeof import('lightweight-charts');

/**
 * Creates a lightweight-charts chart in the returned container once the library has loaded (a
 * chunk of its own: only pages that draw a chart download it), themed for the colour scheme and
 * with times in the reader's zone. `draw` adds the series; it runs again when its inputs change.
 */
export function useLightweightChart(
  draw: (charts: ChartsModule, chart: IChartApi) => void,
  deps: unknown[],
  options: {
    timeZone: string;
    height: number;
    /** Empty bars kept right of the newest one, where the price lines write their titles. */
    rightOffsetBars?: number;
  },
) {
  const container = useRef<HTMLDivElement | null>(null);
  const theme = useTheme();
  const [charts, setCharts] = useState<ChartsModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('lightweight-charts')
      .then((module) => !cancelled && setCharts(module))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!charts || !element) return;
    const zone = { timeZone: options.timeZone };
    const toDate = (time: Time) => new Date((time as number) * 1000);
    const chart = charts.createChart(element, {
      height: options.height,
      autoSize: true,
      layout: {
        background: { type: charts.ColorType.Solid, color: theme.palette.background.paper },
        textColor: theme.palette.text.secondary,
        fontFamily: theme.typography.fontFamily,
        attributionLogo: true,
      },
      grid: {
        vertLines: { color: theme.palette.divider },
        horzLines: { color: theme.palette.divider },
      },
      // Room above and below the data, so the top and bottom price labels are never half cut.
      rightPriceScale: { borderColor: theme.palette.divider, scaleMargins: { top: 0.12, bottom: 0.08 } },
      timeScale: {
        borderColor: theme.palette.divider,
        timeVisible: true,
        rightOffset: options.rightOffsetBars ?? 0,
        tickMarkFormatter: (time: Time, type: number) =>
          type <= charts.TickMarkType.DayOfMonth ? formatDay(toDate(time), zone) : formatTime(toDate(time), zone),
      },
      localization: { timeFormatter: (time: Time) => formatDateTime(toDate(time), zone) },
      handleScroll: { vertTouchDrag: false },
    });
    draw(charts, chart);
    chart.timeScale().fitContent();
    setDrawn(true);
    return () => {
      setDrawn(false);
      chart.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [charts, theme, options.timeZone, options.height, options.rightOffsetBars, ...deps]);

  return { container, loading: !charts && !failed, failed, drawn };
}

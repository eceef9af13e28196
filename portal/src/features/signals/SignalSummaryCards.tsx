import InsightsIcon from '@mui/icons-material/Insights';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SignalSummary } from '../../lib/signals';

/** The five summary cards of /app. */
export function SignalSummaryCards({ summary }: { summary: SignalSummary }) {
  const confidence = summary.averageConfidence;
  const cards: {
    title: string;
    value: string;
    note?: string;
    /** What a screen reader says, when the value and its note do not read as a sentence. */
    spoken?: string;
    icon: ReactNode;
    colour: string;
  }[] = [
    { title: 'Total Signals', value: String(summary.total), icon: <ShowChartIcon />, colour: 'primary.main' },
    { title: 'Buy Signals', value: String(summary.buys), icon: <TrendingUpIcon />, colour: 'success.main' },
    { title: 'Sell Signals', value: String(summary.sells), icon: <TrendingDownIcon />, colour: 'error.main' },
    {
      title: 'AI Confidence',
      // Without signals there is nothing to average: a dash, not a measured 0 %.
      value: confidence === null ? '—' : `${confidence}%`,
      note:
        confidence === null
          ? 'no active signal to average'
          : 'measured share of signals like these in profit after costs',
      spoken: confidence === null ? 'AI Confidence: no active signal to average' : undefined,
      icon: <InsightsIcon />,
      colour: 'secondary.main',
    },
    {
      title: 'News Influenced',
      value: String(summary.newsInfluenced),
      icon: <NewspaperIcon />,
      colour: 'warning.main',
    },
  ];
  return (
    <Grid container spacing={2} component="section" aria-label="Signal summary">
      {cards.map((card, index) => (
        <Grid key={card.title} size={{ xs: index === cards.length - 1 ? 12 : 6, sm: 4, md: 'grow' }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: card.colour }}>
                {card.icon}
                <Typography variant="body2" color="textSecondary" component="h2" sx={{ fontWeight: 600 }}>
                  {card.title}
                </Typography>
              </Stack>
              <Box
                sx={{ typography: 'h4', fontWeight: 800 }}
                aria-label={card.spoken ?? `${card.title}: ${card.value}${card.note ? `, the ${card.note}` : ''}`}
              >
                {card.value}
              </Box>
              {card.note && (
                <Typography variant="caption" color="textSecondary" sx={{ display: 'block', lineHeight: 1.3 }}>
                  {card.note}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

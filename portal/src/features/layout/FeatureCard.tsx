import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** An icon, a title and a line of text: the feature blurbs of the landing and demo pages. */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ color: 'primary.main', mb: 1 }}>{feature.icon}</Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {feature.title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {feature.text}
        </Typography>
      </CardContent>
    </Card>
  );
}

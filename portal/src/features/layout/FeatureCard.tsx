import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** An icon, a title and a line of text: the feature blurbs of the landing and demo pages. */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    // Card's outlined surface and CardContent's padding, drawn with Paper: the landing page loads no Card code.
    <Paper variant="outlined" sx={{ height: '100%', p: 2, pb: 3 }}>
      <Box sx={{ color: 'primary.main', mb: 1 }}>{feature.icon}</Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {feature.title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {feature.text}
      </Typography>
    </Paper>
  );
}

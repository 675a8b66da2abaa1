import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  body: string;
  accent?: 'primary' | 'secondary';
  /** Heading level of the title within the page outline. */
  headingLevel?: 'h2' | 'h3';
}

/** An icon, a short heading and a sentence or two; used on the public pages. */
export function FeatureCard({
  icon,
  title,
  body,
  accent = 'primary',
  headingLevel = 'h3',
}: FeatureCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 44,
            height: 44,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            mb: 2,
            color: theme.palette[accent].main,
            bgcolor: alpha(theme.palette[accent].main, 0.1),
          })}
        >
          {icon}
        </Box>
        <Typography variant="h6" component={headingLevel} sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {body}
        </Typography>
      </CardContent>
    </Card>
  );
}

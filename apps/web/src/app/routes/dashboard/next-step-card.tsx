import type SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface NextStepCardProps {
  to: string;
  Icon: typeof SvgIcon;
  title: string;
  body: string;
  /** A short figure for the screen beside the title, e.g. a chip saying "8 drivers". */
  count?: ReactNode;
  /** Links of its own under the card's body (a link cannot sit inside the card's link). */
  footer?: ReactNode;
}

/** A dashboard shortcut to one of the person's screens. */
export function NextStepCard({ to, Icon, title, body, count, footer }: NextStepCardProps) {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ flexGrow: 1 }}>
        <CardContent sx={{ p: 2.5, height: '100%', display: 'flex', gap: 2 }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.1),
            })}
          >
            <Icon />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
              <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
                {title}
              </Typography>
              {count}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {body}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
      {footer && <Box sx={{ px: 2.5, pb: 2, pl: { xs: 2.5, sm: 10 } }}>{footer}</Box>}
    </Card>
  );
}

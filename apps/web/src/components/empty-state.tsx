import type SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  Icon: typeof SvgIcon;
  title: string;
  body: string;
  action?: ReactNode;
}

/** In place of a list with nothing in it: what that means and what to do about it. */
export function EmptyState({ Icon, title, body, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Icon color="disabled" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 3 : 0, maxWidth: 520, mx: 'auto' }}>
        {body}
      </Typography>
      {action && <Box>{action}</Box>}
    </Paper>
  );
}

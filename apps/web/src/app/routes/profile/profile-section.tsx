import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled card on the profile screen. */
export function ProfileSection({ id, title, description, children }: ProfileSectionProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

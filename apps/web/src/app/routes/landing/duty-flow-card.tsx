import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// The duty lifecycle of DESIGN §1, in order.
const steps = ['requested', 'assigned', 'accepted', 'started', 'completed'] as const;

export function DutyFlowCard() {
  const { t } = useTranslation();
  return (
    <Card
      component="aside"
      aria-labelledby="duty-flow-title"
      sx={{ boxShadow: '0 12px 40px rgba(128, 0, 128, 0.10)' }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="duty-flow-title" variant="h6" component="h2">
          {t('landing.flow.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('landing.flow.caption')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {steps.map((step, index) => (
            <Box
              component="li"
              key={step}
              sx={{
                display: 'grid',
                gridTemplateColumns: '32px 1fr',
                columnGap: 1.5,
                position: 'relative',
                pb: index < steps.length - 1 ? 2 : 0,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  fontSize: 14,
                  color: 'common.white',
                  bgcolor: index === steps.length - 1 ? 'secondary.main' : 'primary.main',
                  zIndex: 1,
                }}
              >
                {index + 1}
              </Box>
              {index < steps.length - 1 && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    left: 15,
                    top: 32,
                    bottom: 0,
                    width: 2,
                    bgcolor: 'divider',
                  }}
                />
              )}
              <Box sx={{ pt: 0.5 }}>
                <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                  {t(`landing.flow.${step}.label`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`landing.flow.${step}.detail`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

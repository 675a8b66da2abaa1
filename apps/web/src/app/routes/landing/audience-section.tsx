import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/Business';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../../components/feature-card';

const audiences = [
  { id: 'operators', Icon: BusinessIcon },
  { id: 'vendors', Icon: LocalShippingIcon },
  { id: 'drivers', Icon: PersonIcon },
] as const;

export function AudienceSection() {
  const { t } = useTranslation();
  return (
    <Container
      component="section"
      aria-labelledby="audience-title"
      maxWidth="lg"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Typography id="audience-title" variant="h4" component="h2" sx={{ mb: 4 }}>
        {t('landing.audience.title')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {audiences.map(({ id, Icon }) => (
          <FeatureCard
            key={id}
            icon={<Icon />}
            title={t(`landing.audience.${id}.title`)}
            body={t(`landing.audience.${id}.body`)}
          />
        ))}
      </Box>
    </Container>
  );
}

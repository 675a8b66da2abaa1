import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from '../../../components/feature-card';

const capabilities = [
  { id: 'onboarding', Icon: HowToRegIcon },
  { id: 'approvals', Icon: AssignmentTurnedInIcon },
  { id: 'duties', Icon: EventAvailableIcon },
  { id: 'tracking', Icon: MyLocationIcon },
  { id: 'compliance', Icon: NotificationsActiveIcon },
  { id: 'roles', Icon: GroupsIcon },
] as const;

export function CapabilitiesSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="capabilities-title"
      sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography id="capabilities-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          {t('landing.capabilities.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640 }}>
          {t('landing.capabilities.subtitle')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {capabilities.map(({ id, Icon }) => (
            <FeatureCard
              key={id}
              icon={<Icon />}
              accent="secondary"
              title={t(`landing.capabilities.${id}.title`)}
              body={t(`landing.capabilities.${id}.body`)}
            />
          ))}
        </Box>
      </Container>
    </Box>
  );
}

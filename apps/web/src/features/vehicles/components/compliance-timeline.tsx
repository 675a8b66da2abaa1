import type { ComplianceItem, ComplianceState } from '@raahi/domain/compliance';
import type { Vehicle } from '@raahi/domain/vehicles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { ComplianceChip } from './compliance-chip';
import { TimelineItem } from '../../../components/timeline-item';

/** The paper's number, where it has one (road tax has none). */
export function complianceNumber(vehicle: Vehicle, item: ComplianceItem): string | null {
  switch (item) {
    case 'roadTax':
      return null;
    case 'fitness':
      return vehicle.fitnessCertificate.number;
    case 'permit':
      return vehicle.permitNumber;
    case 'insurance':
      return vehicle.insurance.number;
    case 'emission':
      return vehicle.emissionCertificate.number;
  }
}

/**
 * Each tracked paper with its valid-till date and state, soonest expiry first, with a warning
 * for what is expired or runs out within 30 days.
 */
const STATE_DOTS: Record<ComplianceState, string> = {
  valid: 'success.main',
  expiring: 'warning.main',
  expired: 'error.main',
  missing: 'grey.400',
};

export function ComplianceTimeline({
  vehicle,
  paperExtra,
}: {
  vehicle: Vehicle;
  /** What goes under a paper: its renewal, and Renew. */
  paperExtra?: (item: ComplianceItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = [...vehicle.compliance.items].sort((a, b) =>
    (a.validTill ?? '9999').localeCompare(b.validTill ?? '9999'),
  );
  const expired = items.filter((item) => item.state === 'expired');
  const expiring = items.filter((item) => item.state === 'expiring');
  const names = (list: typeof items) =>
    list.map((item) => t(`vehicles.compliance.items.${item.item}`)).join(', ');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {expired.length > 0 && (
        <Alert severity="error">
          {t('vehicles.compliance.expiredWarning', { items: names(expired) })}
        </Alert>
      )}
      {expiring.length > 0 && (
        <Alert severity="warning">
          {t('vehicles.compliance.expiringWarning', { items: names(expiring) })}
        </Alert>
      )}
      <Box
        component="ol"
        aria-label={t('vehicles.sections.compliance')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((entry, index) => {
          const last = index === items.length - 1;
          const number = complianceNumber(vehicle, entry.item);
          return (
            <TimelineItem key={entry.item} dot={STATE_DOTS[entry.state]} last={last} spacing={2}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`vehicles.compliance.items.${entry.item}`)}
                </Typography>
                <ComplianceChip state={entry.state} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[
                  entry.validTill
                    ? t('vehicles.compliance.validTill', { date: formatDate(entry.validTill) })
                    : t('vehicles.compliance.noDate'),
                  number ? t('vehicles.compliance.number', { number }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {paperExtra?.(entry.item)}
            </TimelineItem>
          );
        })}
      </Box>
    </Box>
  );
}

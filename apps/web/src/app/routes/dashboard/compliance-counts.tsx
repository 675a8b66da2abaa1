import { COMPLIANCE_STATES } from '@raahi/domain/compliance';
import { formatIndianNumber } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ComplianceSummary } from '@raahi/domain/vehicles';

const COLOURS: Record<keyof ComplianceSummary, ChipProps['color']> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
  missing: 'default',
};

/** The vehicles card's counts by compliance state, each opening the list filtered to it. */
export function ComplianceCounts({ summary }: { summary: ComplianceSummary }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('dashboard.compliance.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {COMPLIANCE_STATES.map((state) => (
        <li key={state}>
          <Chip
            component={RouterLink}
            to={`/vehicles?compliance=${state}`}
            clickable
            size="small"
            variant={summary[state] > 0 && state !== 'valid' ? 'filled' : 'outlined'}
            color={COLOURS[state]}
            label={t(`dashboard.compliance.${state}`, {
              total: formatIndianNumber(summary[state]),
            })}
          />
        </li>
      ))}
    </Box>
  );
}

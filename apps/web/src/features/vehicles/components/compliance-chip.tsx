import type { ComplianceState } from '@raahi/domain/compliance';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const LOOK: Record<ComplianceState, { color: ChipProps['color']; icon: ReactElement }> = {
  valid: { color: 'success', icon: <CheckCircleOutlineIcon /> },
  expiring: { color: 'warning', icon: <ScheduleIcon /> },
  expired: { color: 'error', icon: <ErrorOutlineIcon /> },
  missing: { color: 'default', icon: <HelpOutlineIcon /> },
};

/** A compliance state as a chip: valid, expiring within 30 days, expired, or missing papers. */
export function ComplianceChip({ state }: { state: ComplianceState }) {
  const { t } = useTranslation();
  const { color, icon } = LOOK[state];
  return (
    <Chip
      size="small"
      color={color}
      icon={icon}
      variant={state === 'valid' ? 'outlined' : 'filled'}
      label={t(`vehicles.compliance.states.${state}`)}
    />
  );
}

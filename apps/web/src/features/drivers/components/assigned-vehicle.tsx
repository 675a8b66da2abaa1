import type { Driver } from '@raahi/domain/drivers';
import { formatVehicleNumber } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/records/detail-list';

/**
 * The vehicle the driver drives, its number grouped as on the plate; a link to the vehicle for
 * those who may open vehicles.
 */
export function AssignedVehicle({ driver, linkable }: { driver: Driver; linkable: boolean }) {
  const { t } = useTranslation();
  if (!driver.vehicle) {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', color: 'text.secondary' }}>
        <DirectionsCarOutlinedIcon aria-hidden />
        <Typography>{t('drivers.vehicle.none')}</Typography>
      </Box>
    );
  }
  const number = formatVehicleNumber(driver.vehicle.vehicleNumber);
  return (
    <DetailList
      items={[
        {
          key: 'vehicle',
          label: t('drivers.fields.vehicle'),
          value: linkable ? (
            <Link
              component={RouterLink}
              to={`/vehicles/${encodeURIComponent(driver.vehicle.id)}`}
              aria-label={t('drivers.vehicle.open', { number })}
            >
              {number}
            </Link>
          ) : (
            number
          ),
        },
        {
          key: 'vehicleApprovalStatus',
          label: t('drivers.fields.vehicleApprovalStatus'),
          value: driver.vehicleApprovalStatus
            ? t(`records.approval.${driver.vehicleApprovalStatus}`)
            : null,
        },
      ]}
    />
  );
}

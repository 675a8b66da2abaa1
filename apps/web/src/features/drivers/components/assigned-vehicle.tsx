import type { Driver } from '@raahi/domain/drivers';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/records/detail-list';

/** The vehicle the driver drives; until vehicles can be assigned, says so. */
export function AssignedVehicle({ driver }: { driver: Driver }) {
  const { t } = useTranslation();
  if (!driver.vehicle) {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', color: 'text.secondary' }}>
        <DirectionsCarOutlinedIcon aria-hidden />
        <Typography>{t('drivers.vehicle.none')}</Typography>
      </Box>
    );
  }
  return (
    <DetailList
      items={[
        { key: 'vehicle', label: t('drivers.fields.vehicle'), value: driver.vehicle.vehicleNumber },
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

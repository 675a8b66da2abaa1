import { formatVehicleNumber } from '@raahi/domain/formats';
import type { Vehicle } from '@raahi/domain/vehicles';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/records/detail-list';
import { formatDate } from '../../../lib/format-date';
import { listLabel } from '../../../lib/list-labels';

/** The vehicle's details as label and value pairs. */
export function VehicleSummary({ vehicle, operator }: { vehicle: Vehicle; operator: boolean }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'vehicles.yes' : 'vehicles.no');
  return (
    <DetailList
      items={[
        {
          key: 'vehicleNumber',
          label: t('vehicles.fields.vehicleNumber'),
          value: formatVehicleNumber(vehicle.vehicleNumber),
        },
        { key: 'regId', label: t('vehicles.fields.regId'), value: vehicle.regId },
        {
          key: 'category',
          label: t('vehicles.fields.category'),
          value: listLabel(t, 'vehicleCategories', vehicle.category),
        },
        {
          key: 'fuelType',
          label: t('vehicles.fields.fuelType'),
          value: listLabel(t, 'fuelTypes', vehicle.fuelType),
        },
        { key: 'brand', label: t('vehicles.fields.brand'), value: vehicle.brand },
        {
          key: 'vehicleModelName',
          label: t('vehicles.fields.vehicleModelName'),
          value: vehicle.vehicleModelName,
        },
        { key: 'color', label: t('vehicles.fields.color'), value: vehicle.color },
        ...(operator
          ? [{ key: 'vendor', label: t('vehicles.fields.vendor'), value: vehicle.vendor.name }]
          : []),
        {
          key: 'fireExtinguisher',
          label: t('vehicles.fields.fireExtinguisher'),
          value: yesNo(vehicle.fireExtinguisher),
        },
        {
          key: 'firstAidKit',
          label: t('vehicles.fields.firstAidKit'),
          value: yesNo(vehicle.firstAidKit),
        },
        {
          key: 'createdAt',
          label: t('vehicles.fields.createdAt'),
          value: formatDate(vehicle.createdAt),
        },
      ]}
    />
  );
}

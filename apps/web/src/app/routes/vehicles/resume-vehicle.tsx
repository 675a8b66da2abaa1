import { formatVehicleNumber } from '@raahi/domain/formats';
import type { Vehicle } from '@raahi/domain/vehicles';
import { useTranslation } from 'react-i18next';
import type { ResumeHostProps } from '../../../components/wizard/record-add-page';
import { ResumeRecord, type ResumeDrafts } from '../../../components/wizard/resume-record';
import { useVehicle } from '../../../features/vehicles/api/get-vehicle';
import {
  draftFromVehicle,
  hasUnsavedNewVehicle,
  readVehicleDraft,
  writeVehicleDraft,
  type VehicleDraft,
} from '../../../features/vehicles/components/wizard/vehicle-draft';

const VEHICLE_DRAFTS: ResumeDrafts<Vehicle, VehicleDraft> = {
  read: readVehicleDraft,
  write: writeVehicleDraft,
  fromRecord: draftFromVehicle,
  hasUnsavedNew: hasUnsavedNewVehicle,
  recordIdOf: (draft) => draft.vehicleId,
};

/** Loads a vehicle from the server into the wizard's draft (Continue onboarding, Edit). */
export function ResumeVehicle({ recordId, ...host }: ResumeHostProps) {
  const { t } = useTranslation();
  const query = useVehicle(recordId);
  return (
    <ResumeRecord
      {...host}
      record="vehicles"
      query={query}
      drafts={VEHICLE_DRAFTS}
      text={{
        backToList: t('vehicles.details.backToList'),
        cannotEdit: t('vehicles.wizard.cannotEdit'),
        notFound: t('vehicles.details.notFound.body'),
        replaceDraft: {
          title: t('vehicles.wizard.replaceDraft.title'),
          body: (existing) =>
            t('vehicles.wizard.replaceDraft.body', {
              number: existing ? formatVehicleNumber(existing.values.vehicleNumber) : '',
            }),
          confirm: t('vehicles.wizard.replaceDraft.confirm'),
        },
      }}
    />
  );
}

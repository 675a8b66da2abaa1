import {
  NUMBERED_VEHICLE_PAPERS,
  VEHICLE_PAPER_SLOTS,
  type VehiclePaper,
} from '@raahi/domain/renewals';
import type { Vehicle, VehicleDocumentSlot } from '@raahi/domain/vehicles';
import Button from '@mui/material/Button';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenewDialog } from '../../../components/renewals/renew-dialog';
import { RenewalStatus } from '../../../components/renewals/renewal-status';
import { useRenewVehiclePaper, vehicleRenewalDocumentUrl } from '../api/renew-vehicle-paper';
import { useReviewVehicleRenewal } from '../api/review-vehicle-renewal';

interface PaperRenewalProps {
  vehicle: Vehicle;
  paper: VehiclePaper;
  /** The vehicle's vendor side (or the operator on its behalf) on an approved vehicle. */
  canRenew: boolean;
  canReview: boolean;
}

/** Under one paper of the vehicle: Renew, and the renewal waiting for review or refused. */
export function PaperRenewal({ vehicle, paper, canRenew, canReview }: PaperRenewalProps) {
  const { t } = useTranslation();
  const [renewing, setRenewing] = useState(false);
  const renew = useRenewVehiclePaper();
  const review = useReviewVehicleRenewal();
  const renewal = vehicle.renewals.find((entry) => entry.paper === paper);
  const name = t(`vehicles.compliance.items.${paper}`);
  const labelOf = (slot: VehicleDocumentSlot) => t(`vehicles.documents.slots.${slot}`);

  return (
    <>
      {renewal && (
        <RenewalStatus
          renewal={renewal}
          labelOf={labelOf}
          documentUrl={(document, thumbnail) =>
            vehicleRenewalDocumentUrl(vehicle.id, document, thumbnail)
          }
          review={
            canReview
              ? {
                  approve: () =>
                    review.mutateAsync({
                      vehicleId: vehicle.id,
                      renewalId: renewal.id,
                      decision: 'approve',
                    }),
                  reject: (reason) =>
                    review.mutateAsync({
                      vehicleId: vehicle.id,
                      renewalId: renewal.id,
                      decision: 'reject',
                      reason,
                    }),
                }
              : undefined
          }
        />
      )}
      {canRenew && renewal?.status !== 'Pending' && (
        <Button
          size="small"
          startIcon={<AutorenewIcon />}
          onClick={() => setRenewing(true)}
          aria-label={t('renewals.renewPaper', { paper: name })}
          sx={{ mt: 0.5 }}
        >
          {t('renewals.renew')}
        </Button>
      )}
      {renewing && (
        <RenewDialog<VehicleDocumentSlot>
          paper={name}
          spec={{
            dated: true,
            numbered: NUMBERED_VEHICLE_PAPERS.includes(paper),
            slots: VEHICLE_PAPER_SLOTS[paper],
            labelOf,
          }}
          submit={(request) => renew.mutateAsync({ vehicleId: vehicle.id, paper, ...request })}
          onClose={() => setRenewing(false)}
        />
      )}
    </>
  );
}

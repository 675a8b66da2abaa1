import type { Driver, DriverDocumentSlot } from '@raahi/domain/drivers';
import {
  DATED_DRIVER_PAPERS,
  DRIVER_PAPER_SLOTS,
  DRIVER_PAPERS,
  type DriverPaper,
} from '@raahi/domain/renewals';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenewDialog } from '../../../components/renewals/renew-dialog';
import { RenewalStatus } from '../../../components/renewals/renewal-status';
import { formatDate } from '../../../lib/format-date';
import { driverRenewalDocumentUrl, useRenewDriverPaper } from '../api/renew-driver-paper';
import { useReviewDriverRenewal } from '../api/review-driver-renewal';

/** Whether each of a certificate's documents is on file. */
const onFile = (driver: Driver, paper: DriverPaper) =>
  DRIVER_PAPER_SLOTS[paper].every((slot) => driver.images.some((image) => image.slot === slot));

interface DriverPapersProps {
  driver: Driver;
  /** The driver's vendor side (or the operator on its behalf) on an approved driver. */
  canRenew: boolean;
  canReview: boolean;
}

/**
 * The driver's papers (the licence with its validity, the police and medical certificates):
 * Renew for its vendor once approved, and each renewal waiting for review or refused.
 */
export function DriverPapers({ driver, canRenew, canReview }: DriverPapersProps) {
  const { t } = useTranslation();
  const [renewing, setRenewing] = useState<DriverPaper | null>(null);
  const renew = useRenewDriverPaper();
  const review = useReviewDriverRenewal();
  const labelOf = (slot: DriverDocumentSlot) => t(`drivers.documents.slots.${slot}`);
  const nameOf = (paper: DriverPaper) => t(`drivers.papers.items.${paper}`);

  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {DRIVER_PAPERS.map((paper) => {
        const renewal = driver.renewals.find((entry) => entry.paper === paper);
        return (
          <Box component="li" key={paper}>
            <Typography sx={{ fontWeight: 600 }}>{nameOf(paper)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {paper === 'licence'
                ? t('drivers.papers.validTill', { date: formatDate(driver.dlExpiry) })
                : t(onFile(driver, paper) ? 'drivers.papers.onFile' : 'drivers.papers.notOnFile')}
            </Typography>
            {renewal && (
              <RenewalStatus
                renewal={renewal}
                labelOf={labelOf}
                documentUrl={(document, thumbnail) =>
                  driverRenewalDocumentUrl(driver.id, document, thumbnail)
                }
                review={
                  canReview
                    ? {
                        approve: () =>
                          review.mutateAsync({
                            driverId: driver.id,
                            renewalId: renewal.id,
                            decision: 'approve',
                          }),
                        reject: (reason) =>
                          review.mutateAsync({
                            driverId: driver.id,
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
                onClick={() => setRenewing(paper)}
                aria-label={t('renewals.renewPaper', { paper: nameOf(paper) })}
                sx={{ mt: 0.5 }}
              >
                {t('renewals.renew')}
              </Button>
            )}
          </Box>
        );
      })}
      {renewing && (
        <RenewDialog<DriverDocumentSlot>
          paper={nameOf(renewing)}
          spec={{
            dated: DATED_DRIVER_PAPERS.includes(renewing),
            numbered: false,
            slots: DRIVER_PAPER_SLOTS[renewing],
            labelOf,
          }}
          submit={(request) =>
            renew.mutateAsync({ driverId: driver.id, paper: renewing, ...request })
          }
          onClose={() => setRenewing(null)}
        />
      )}
    </Box>
  );
}

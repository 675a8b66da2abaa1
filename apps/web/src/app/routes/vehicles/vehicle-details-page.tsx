import { formatVehicleNumber } from '@raahi/domain/formats';
import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import { COMPLIANCE_DOCUMENT_SLOTS, VEHICLE_IMAGE_SLOTS } from '@raahi/domain/vehicles';
import Box from '@mui/material/Box';
import NoCrashOutlinedIcon from '@mui/icons-material/NoCrashOutlined';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import {
  ApprovalNotices,
  EditRecordButton,
  RecordBackLink,
  RecordNotFound,
  RecordSection,
} from '../../../components/records/record-page';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useVehicle } from '../../../features/vehicles/api/get-vehicle';
import { ComplianceTimeline } from '../../../features/vehicles/components/compliance-timeline';
import { DriverAssignment } from '../../../features/vehicles/components/driver-assignment';
import { PaperRenewal } from '../../../features/vehicles/components/paper-renewal';
import { VehicleActions } from '../../../features/vehicles/components/vehicle-actions';
import { VehicleAudit } from '../../../features/vehicles/components/vehicle-audit';
import { VehicleDocuments } from '../../../features/vehicles/components/vehicle-documents';
import { VehicleHeader } from '../../../features/vehicles/components/vehicle-header';
import { VehicleSummary } from '../../../features/vehicles/components/vehicle-summary';
import { isApiError } from '../../../lib/api-error';
import { RatingSummaryCard } from '../../../features/ratings/components/rating-summary-card';
import { isRole } from '../../../lib/is-role';
import { canEditRecord, recordActionsFor } from '../../../lib/record-actions-for';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /vehicles/:vehicleId: one vehicle, its photos, papers, driver, actions and history. */
export function VehicleDetailsPage() {
  const { t } = useTranslation();
  const { vehicleId = '' } = useParams();
  const user = useSession((state) => state.user);
  const query = useVehicle(vehicleId);
  const vehicle = query.data;
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    vehicle
      ? formatVehicleNumber(vehicle.vehicleNumber)
      : t(missing ? 'vehicles.details.notFound.title' : 'vehicles.details.title'),
  );

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  const role = user.role;

  if (missing) {
    return (
      <RecordNotFound
        Icon={NoCrashOutlinedIcon}
        title={t('vehicles.details.notFound.title')}
        body={t('vehicles.details.notFound.body')}
        backTo="/vehicles"
        backLabel={t('vehicles.details.backToList')}
      />
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        error={query.error}
        onRetry={() => void query.refetch()}
        retryLabel={t('records.list.retry')}
      />
    );
  }
  if (!vehicle) return <LoadingBlock />;

  const actions = recordActionsFor('vehicles', role, vehicle);
  const writer = canEditRecord('vehicles', role, vehicle);
  // Details are edited through the wizard while the vehicle is being onboarded, was sent back,
  // or is approved (then its papers change only through Renew, which the operator reviews).
  const reopen = writer && vehicle.approvalStatus !== 'Pending';
  const canRenew = writer && vehicle.approvalStatus === 'Approved';
  const staged = vehicle.approvalStatus === 'Staged';
  const editPath = `/vehicles/add?vehicleId=${encodeURIComponent(vehicle.id)}`;

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <RecordBackLink to="/vehicles" label={t('vehicles.details.backToList')} />
      </Box>
      <VehicleHeader vehicle={vehicle}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {reopen && (
            <EditRecordButton
              to={editPath}
              staged={staged}
              continueLabel={t('vehicles.details.continue')}
              editLabel={t('vehicles.details.edit')}
            />
          )}
          <VehicleActions vehicle={vehicle} actions={actions} />
        </Box>
      </VehicleHeader>

      <ApprovalNotices
        status={vehicle.approvalStatus}
        rejectionReason={vehicle.rejectionReason}
        text={{
          rejected: t('vehicles.details.rejected'),
          staged: t('vehicles.details.stagedNotice'),
          pending: t(
            can(role, 'vehicles:review')
              ? 'vehicles.details.pendingReviewer'
              : 'vehicles.details.pending',
          ),
        }}
      />

      <RecordSection id="vehicle-photos" title={t('vehicles.sections.photos')}>
        <VehicleDocuments
          vehicleId={vehicle.id}
          images={vehicle.images}
          slots={VEHICLE_IMAGE_SLOTS}
          editable={false}
        />
      </RecordSection>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <RecordSection id="vehicle-compliance" title={t('vehicles.sections.compliance')}>
          <ComplianceTimeline
            vehicle={vehicle}
            paperExtra={(paper) => (
              <PaperRenewal
                vehicle={vehicle}
                paper={paper}
                canRenew={canRenew}
                canReview={can(role, 'vehicles:review')}
              />
            )}
          />
        </RecordSection>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <RecordSection id="vehicle-driver" title={t('vehicles.sections.driver')}>
            <DriverAssignment
              vehicle={vehicle}
              editable={writer}
              linkDrivers={can(role, 'drivers:read')}
            />
          </RecordSection>
          <RecordSection id="vehicle-details" title={t('vehicles.sections.details')}>
            <VehicleSummary vehicle={vehicle} operator={isOperatorRole(role)} />
          </RecordSection>
          {can(role, 'ratings:read') && <RatingSummaryCard of="vehicles" id={vehicle.id} />}
        </Box>
      </Box>
      <RecordSection id="vehicle-certificates" title={t('vehicles.sections.certificates')}>
        <VehicleDocuments
          vehicleId={vehicle.id}
          images={vehicle.images}
          slots={COMPLIANCE_DOCUMENT_SLOTS}
          editable={false}
        />
      </RecordSection>
      {can(role, 'audit:read') && (
        <RecordSection id="vehicle-history" title={t('vehicles.sections.history')}>
          <VehicleAudit vehicleId={vehicle.id} />
        </RecordSection>
      )}
    </Box>
  );
}

import { can } from '@raahi/domain/permissions';
import { isOperatorRole } from '@raahi/domain/roles';
import Box from '@mui/material/Box';
import PersonOffIcon from '@mui/icons-material/PersonOff';
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
import { useDriver } from '../../../features/drivers/api/get-driver';
import { AssignedVehicle } from '../../../features/drivers/components/assigned-vehicle';
import { DriverActions } from '../../../features/drivers/components/driver-actions';
import { DriverAudit } from '../../../features/drivers/components/driver-audit';
import { DriverDetailsSection } from '../../../features/drivers/components/driver-details';
import { DriverDocuments } from '../../../features/drivers/components/driver-documents';
import { DriverHeader } from '../../../features/drivers/components/driver-header';
import { DriverPapers } from '../../../features/drivers/components/driver-papers';
import { isApiError } from '../../../lib/api-error';
import { RatingSummaryCard } from '../../../features/ratings/components/rating-summary-card';
import { isRole } from '../../../lib/is-role';
import { canEditRecord, recordActionsFor } from '../../../lib/record-actions-for';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /drivers/:driverId: everything about one driver, its documents, actions and history. */
export function DriverDetailsPage() {
  const { t } = useTranslation();
  const { driverId = '' } = useParams();
  const user = useSession((state) => state.user);
  const query = useDriver(driverId);
  const driver = query.data;
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    driver ? driver.name : t(missing ? 'drivers.details.notFound.title' : 'drivers.details.title'),
  );

  const back = <RecordBackLink to="/drivers" label={t('drivers.details.backToList')} />;

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  const role = user.role;

  if (missing) {
    return (
      <RecordNotFound
        Icon={PersonOffIcon}
        title={t('drivers.details.notFound.title')}
        body={t('drivers.details.notFound.body')}
        backTo="/drivers"
        backLabel={t('drivers.details.backToList')}
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
  if (!driver) return <LoadingBlock />;

  const actions = recordActionsFor('drivers', role, driver);
  const editable = canEditRecord('drivers', role, driver);
  const staged = driver.approvalStatus === 'Staged';
  const editPath = `/drivers/add?driverId=${encodeURIComponent(driver.id)}`;

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Box>{back}</Box>
      <DriverHeader driver={driver} caption={t('drivers.details.caption')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {editable && (
            <EditRecordButton
              to={editPath}
              staged={staged}
              continueLabel={t('drivers.details.continue')}
              editLabel={t('drivers.details.edit')}
            />
          )}
          <DriverActions driver={driver} actions={actions} />
        </Box>
      </DriverHeader>

      <ApprovalNotices
        status={driver.approvalStatus}
        rejectionReason={driver.rejectionReason}
        text={{
          rejected: t('drivers.details.rejected'),
          staged: t('drivers.details.stagedNotice'),
          pending: t(
            can(role, 'drivers:review')
              ? 'drivers.details.pendingReviewer'
              : 'drivers.details.pending',
          ),
        }}
      />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DriverDetailsSection driver={driver} section="identity" />
        <DriverDetailsSection driver={driver} section="contact" />
      </Box>
      <RecordSection id="driver-documents" title={t('drivers.sections.documents')}>
        <DriverDocuments
          driverId={driver.id}
          images={driver.images}
          editable={false}
          restricted={isOperatorRole(role)}
        />
      </RecordSection>
      <RecordSection id="driver-papers" title={t('drivers.sections.papers')}>
        <DriverPapers
          driver={driver}
          canRenew={editable && driver.approvalStatus === 'Approved'}
          canReview={can(role, 'drivers:review')}
        />
      </RecordSection>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DriverDetailsSection driver={driver} section="preferences" />
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <RecordSection id="driver-vehicle" title={t('drivers.sections.vehicle')}>
            <AssignedVehicle driver={driver} linkable={can(role, 'vehicles:read')} />
          </RecordSection>
          <DriverDetailsSection driver={driver} section="record" />
          {can(role, 'ratings:read') && <RatingSummaryCard of="drivers" id={driver.id} />}
        </Box>
      </Box>
      {can(role, 'audit:read') && (
        <RecordSection id="driver-history" title={t('drivers.sections.history')}>
          <DriverAudit driverId={driver.id} />
        </RecordSection>
      )}
    </Box>
  );
}

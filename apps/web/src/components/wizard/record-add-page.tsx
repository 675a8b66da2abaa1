import { isVendorRole, type Role } from '@raahi/domain/roles';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRole } from '../../lib/is-role';
import { canWriteRecord, type WorkflowRecord } from '../../lib/record-actions-for';
import { useSession, type SessionUser } from '../../lib/session';
import { browserStorage } from '../../lib/stored-draft';
import { SpinnerOverlay } from '../spinner-overlay';

/** What the page gives the record's wizard. */
export interface RecordWizardHostProps<D> {
  initialDraft: D;
  role: Role;
  storage: Storage | null;
  /** The local draft is gone; a fresh wizard replaces this one. */
  onStartOver: () => void;
}

/** What the page gives the component that loads a saved record into the draft. */
export interface ResumeHostProps {
  recordId: string;
  user: SessionUser;
  role: Role;
  storage: Storage | null;
  /** The draft now holds the record: the wizard is shown again, reading it. */
  onLoaded: () => void;
}

interface RecordAddPageProps<D> {
  /** The record being added: the role needs its write permission. */
  record: WorkflowRecord;
  /** The search parameter naming a saved record to load into the draft first, e.g. "driverId". */
  resumeParam: string;
  notAllowed: string;
  vendorNotApproved: { title: string; body: string };
  readDraft: (storage: Storage | null, ownerId: string) => D | null;
  newDraft: (ownerId: string) => D;
  renderWizard: (host: RecordWizardHostProps<D>) => ReactNode;
  renderResume: (resume: ResumeHostProps) => ReactNode;
}

interface HostProps<D> extends Pick<
  RecordAddPageProps<D>,
  'readDraft' | 'newDraft' | 'renderWizard'
> {
  user: SessionUser;
  role: Role;
  storage: Storage | null;
}

/** One wizard from the draft in storage (or a new one), read once when it mounts. */
function StoredWizard<D>({
  user,
  role,
  storage,
  readDraft,
  newDraft,
  renderWizard,
  onStartOver,
}: HostProps<D> & { onStartOver: () => void }) {
  const [initialDraft] = useState(() => readDraft(storage, user.id) ?? newDraft(user.id));
  return renderWizard({ initialDraft, role, storage, onStartOver });
}

/** Starting over remounts the wizard, which then finds no draft. */
function WizardHost<D>(props: HostProps<D>) {
  const [version, setVersion] = useState(0);
  return (
    <StoredWizard key={version} {...props} onStartOver={() => setVersion((count) => count + 1)} />
  );
}

/**
 * A record's add page (/drivers/add, /vehicles/add): the onboarding wizard, for roles that may
 * write the record (a vendor only once approved). With the resume parameter it first loads that
 * record into the draft (Continue onboarding, Edit), then drops the parameter so a reload keeps
 * the draft.
 */
export function RecordAddPage<D>({
  record,
  resumeParam,
  notAllowed,
  vendorNotApproved,
  readDraft,
  newDraft,
  renderWizard,
  renderResume,
}: RecordAddPageProps<D>) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  const [loaded, setLoaded] = useState(0);
  const storage = browserStorage();
  const resumeId = params.get(resumeParam);
  const onLoaded = useCallback(() => setLoaded((count) => count + 1), []);

  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!canWriteRecord(record, user.role)) {
    return (
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        {notAllowed}
      </Alert>
    );
  }
  if (isVendorRole(user.role) && user.approvalStatus !== 'Approved') {
    return (
      <Alert
        severity="warning"
        sx={{ maxWidth: 720 }}
        action={
          <Button component={RouterLink} to="/vendor-dashboard" color="inherit" size="small">
            {t('comingSoon.backToDashboard')}
          </Button>
        }
      >
        <AlertTitle>{vendorNotApproved.title}</AlertTitle>
        {vendorNotApproved.body}
      </Alert>
    );
  }
  if (resumeId) {
    return renderResume({
      recordId: resumeId,
      user,
      role: user.role,
      storage,
      onLoaded,
    });
  }
  return (
    <WizardHost
      key={loaded}
      user={user}
      role={user.role}
      storage={storage}
      readDraft={readDraft}
      newDraft={newDraft}
      renderWizard={renderWizard}
    />
  );
}

import type { WorkflowState } from '@raahi/domain/workflow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { canEditRecord, type WorkflowRecord } from '../../lib/record-actions-for';
import { LoadingBlock } from '../query-states';
import { ConfirmDialog } from '../records/confirm-dialog';
import type { ResumeHostProps } from './record-add-page';

/** What resuming needs of a record's wizard draft. */
export interface ResumeDrafts<R, D> {
  read: (storage: Storage | null, ownerId: string) => D | null;
  write: (storage: Storage | null, draft: D) => void;
  /** A draft that continues the saved record. */
  fromRecord: (ownerId: string, record: R) => D;
  /** Whether the draft holds a new record's typed data that the server does not have yet. */
  hasUnsavedNew: (draft: D | null) => boolean;
  /** The saved record the draft continues, or null. */
  recordIdOf: (draft: D) => string | null;
}

interface ResumeRecordProps<R, D> extends Omit<ResumeHostProps, 'recordId'> {
  /** The record being loaded; its list is at /{record}, its wizard at /{record}/add. */
  record: WorkflowRecord;
  query: UseQueryResult<R>;
  /** Kept stable (a module constant): loading runs again when it changes. */
  drafts: ResumeDrafts<R, D>;
  text: {
    backToList: string;
    cannotEdit: string;
    notFound: string;
    replaceDraft: { title: string; body: (existing: D | null) => string; confirm: string };
  };
}

/**
 * Loads a record from the server into the wizard's draft. A draft of the same record is kept
 * as it is (it may hold changes not saved yet); a new record's unsaved step 1 is only replaced
 * after asking.
 */
export function ResumeRecord<R extends WorkflowState & { id: string }, D>({
  record,
  query,
  drafts,
  text,
  user,
  role,
  storage,
  onLoaded,
}: ResumeRecordProps<R, D>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [existing] = useState(() => drafts.read(storage, user.id));
  const [confirmed, setConfirmed] = useState(!drafts.hasUnsavedNew(existing));
  const saved = query.data;
  const editable = saved ? canEditRecord(record, role, saved) : false;

  useEffect(() => {
    if (!saved || !editable || !confirmed) return;
    const continued = existing ? drafts.recordIdOf(existing) : null;
    if (continued !== saved.id) drafts.write(storage, drafts.fromRecord(user.id, saved));
    onLoaded();
    void navigate(`/${record}/add`, { replace: true });
  }, [saved, editable, confirmed, existing, drafts, storage, user.id, onLoaded, navigate, record]);

  if (query.isError || (saved && !editable)) {
    const missing =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: 720 }}
        action={
          <Button component={RouterLink} to={`/${record}`} color="inherit" size="small">
            {text.backToList}
          </Button>
        }
      >
        {saved
          ? text.cannotEdit
          : missing
            ? text.notFound
            : isApiError(query.error)
              ? query.error.message
              : t('errors.unexpected')}
      </Alert>
    );
  }

  return (
    <>
      <LoadingBlock />
      <ConfirmDialog
        open={!confirmed}
        title={text.replaceDraft.title}
        body={text.replaceDraft.body(existing)}
        confirmLabel={text.replaceDraft.confirm}
        danger
        onConfirm={() => setConfirmed(true)}
        onClose={() => void navigate(-1)}
      />
    </>
  );
}

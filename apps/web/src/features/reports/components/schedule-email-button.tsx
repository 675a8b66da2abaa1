import type { ReportScheduleFilters } from '@raahi/domain/report-schedules';
import { REPORTS, type ReportKind } from '@raahi/domain/reports';
import Button from '@mui/material/Button';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../../lib/api-error';
import { useCreateReportSchedule } from '../api/create-report-schedule';
import { ScheduleDialog, type ScheduleChoice } from './schedule-dialog';

/** "Schedule e-mail" on a report's page: saves the page's filters with the chosen schedule. */
export function ScheduleEmailButton({
  kind,
  filters,
}: {
  kind: ReportKind;
  filters: ReportScheduleFilters;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreateReportSchedule();

  const save = (choice: ScheduleChoice) =>
    create.mutate(
      { kind, filters, ...choice },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('reports.schedule.saved'));
        },
      },
    );

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ScheduleSendIcon />}
        onClick={() => {
          create.reset();
          setOpen(true);
        }}
      >
        {t('reports.schedule.open')}
      </Button>
      {open && (
        <ScheduleDialog
          open
          periodic={REPORTS[kind].period}
          pending={create.isPending}
          error={
            create.error
              ? isApiError(create.error)
                ? create.error.message
                : t('reports.schedule.failed')
              : null
          }
          onSubmit={save}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

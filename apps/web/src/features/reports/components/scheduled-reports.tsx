import type { ReportSchedule } from '@raahi/domain/report-schedules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportTitle } from '../lib/report-words';
import { toast } from 'react-toastify';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteReportSchedule } from '../api/delete-report-schedule';
import { useReportSchedules } from '../api/list-report-schedules';
import { useSendReportNow } from '../api/send-report-now';
import { useUpdateReportSchedule } from '../api/update-report-schedule';
import { weekdayKey } from './schedule-dialog';

/** "Weekly, Monday at 08:00 IST · XLSX" */
function useWhen() {
  const { t } = useTranslation();
  return (s: ReportSchedule) => {
    const day =
      s.frequency === 'weekly'
        ? t(weekdayKey(s.weekday ?? 1))
        : s.frequency === 'monthly'
          ? t('reports.schedule.onDay', { day: s.dayOfMonth })
          : null;
    return t(day ? 'reports.schedule.whenOn' : 'reports.schedule.when', {
      frequency: t(`reports.schedule.frequencies.${s.frequency}`),
      day,
      time: s.timeOfDay,
      format: t(`reports.formats.${s.format}`),
    });
  };
}

function LastResult({ schedule }: { schedule: ReportSchedule }) {
  const { t } = useTranslation();
  if (!schedule.lastState) return null;
  const at = formatDateTime(
    schedule.lastState === 'sent' ? schedule.lastSentAt : schedule.lastTriedAt,
  );
  const colour = { sent: 'success', retrying: 'warning', failed: 'error' } as const;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={colour[schedule.lastState]}
        label={t(`reports.schedule.states.${schedule.lastState}`, { at })}
      />
      {schedule.lastState !== 'sent' && schedule.lastError && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('reports.schedule.reason', { reason: schedule.lastError })}
        </Typography>
      )}
    </Box>
  );
}

/** On /reports: the person's scheduled reports, each with its next run, last result and actions. */
export function ScheduledReports() {
  const { t } = useTranslation();
  const list = useReportSchedules();
  const update = useUpdateReportSchedule();
  const sendNow = useSendReportNow();
  const remove = useDeleteReportSchedule();
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const when = useWhen();
  const refused = (error: Error) =>
    toast.error(isApiError(error) ? error.message : t('reports.schedule.failed'));
  const busy = update.isPending || sendNow.isPending || remove.isPending;

  return (
    <Box component="section" aria-labelledby="scheduled-reports" sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="h5" component="h2" id="scheduled-reports">
          {t('reports.schedule.listTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('reports.schedule.listIntro')}
        </Typography>
      </Box>
      {list.isPending ? (
        <LoadingBlock py={3} />
      ) : list.isError ? (
        <QueryErrorAlert
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t('reports.retry')}
        />
      ) : list.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('reports.schedule.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.items.map((s) => (
            <Paper component="li" variant="outlined" key={s.id} sx={{ p: 2 }}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
                  alignItems: 'center',
                }}
              >
                <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
                  {/* A name its owner gave is data, not the interface's words. */}
                  <Typography
                    variant="subtitle1"
                    component="h3"
                    translate={s.name ? 'no' : undefined}
                    sx={{ fontWeight: 600 }}
                  >
                    {s.name ?? reportTitle(t, s.kind)}
                  </Typography>
                  <Typography variant="body2">
                    {s.name ? `${reportTitle(t, s.kind)} · ` : ''}
                    {when(s)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {s.paused
                      ? t('reports.schedule.paused')
                      : t('reports.schedule.next', { at: formatDateTime(s.nextRunAt) })}
                  </Typography>
                  <LastResult schedule={s} />
                </Box>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={s.paused ? <PlayArrowIcon /> : <PauseIcon />}
                    disabled={busy}
                    onClick={() =>
                      update.mutate(
                        { id: s.id, changes: { paused: !s.paused } },
                        { onError: refused },
                      )
                    }
                  >
                    {t(s.paused ? 'reports.schedule.resume' : 'reports.schedule.pause')}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<SendIcon />}
                    disabled={busy || s.paused}
                    onClick={() =>
                      sendNow.mutate(s.id, {
                        onSuccess: () => toast.success(t('reports.schedule.sending')),
                        onError: refused,
                      })
                    }
                  >
                    {t('reports.schedule.sendNow')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteIcon />}
                    disabled={busy}
                    onClick={() => setDeleting(s)}
                  >
                    {t('reports.schedule.delete')}
                  </Button>
                </Stack>
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        maxWidth="xs"
        aria-labelledby="delete-schedule-title"
      >
        <DialogTitle id="delete-schedule-title">{t('reports.schedule.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography>
            {t('reports.schedule.deleteBody', {
              name: deleting ? (deleting.name ?? reportTitle(t, deleting.kind)) : '',
            })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('reports.schedule.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => setDeleting(null),
                onError: refused,
              })
            }
          >
            {t('reports.schedule.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

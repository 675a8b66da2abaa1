import type { Geofence, GeofenceShape } from '@raahi/domain/geofences';
import AddIcon from '@mui/icons-material/Add';
import BusinessIcon from '@mui/icons-material/Business';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/records/confirm-dialog';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { useGeofences, useRemoveGeofence } from '../api/geofences';
import { CATEGORY_COLOURS, type GeofenceDraft } from '../lib/geofence-draft';
import { GeofenceForm } from './geofence-form';

/** A geofence being drawn: a new one (null), perhaps from a company's site, or a saved one. */
export interface GeofenceEditing {
  geofence: Geofence | null;
  fromCompany: boolean;
}

/**
 * The geofences beside the map: each with what it is and whose, shown on the map when its
 * name is chosen; drawing a new one or changing one opens the form (the map takes the taps).
 */
export function GeofencePanel(props: {
  editing: GeofenceEditing | null;
  draft: GeofenceDraft | null;
  onDraft: (draft: GeofenceDraft) => void;
  onEdit: (geofence: Geofence | null, fromCompany?: boolean) => void;
  onDone: () => void;
  onShow: (shape: GeofenceShape) => void;
}) {
  const { editing, draft, onDraft, onEdit, onDone, onShow } = props;
  const { t } = useTranslation();
  const geofences = useGeofences();
  const remove = useRemoveGeofence();
  const [asked, setAsked] = useState<Geofence | null>(null);

  if (editing && draft)
    return (
      <GeofenceForm
        key={editing.geofence?.id ?? (editing.fromCompany ? 'from-company' : 'new')}
        editing={editing.geofence}
        fromCompany={editing.fromCompany}
        draft={draft}
        onDraft={onDraft}
        onShow={onShow}
        onDone={onDone}
      />
    );
  if (geofences.isPending) return <LoadingBlock />;
  if (geofences.isError)
    return (
      <QueryErrorAlert
        error={geofences.error}
        onRetry={() => void geofences.refetch()}
        retryLabel={t('liveLocation.retry')}
      />
    );

  const list = geofences.data.geofences;
  return (
    <Stack spacing={1.5} sx={{ minHeight: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {t('liveLocation.geofences.intro')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => onEdit(null)}>
          {t('liveLocation.geofences.add')}
        </Button>
        <Button startIcon={<BusinessIcon />} onClick={() => onEdit(null, true)}>
          {t('liveLocation.geofences.fromCompany')}
        </Button>
      </Stack>
      {list.length === 0 && (
        <Typography color="text.secondary">{t('liveLocation.geofences.none')}</Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none', overflowY: 'auto' }}>
        {list.map((geofence) => (
          <Paper
            component="li"
            variant="outlined"
            key={geofence.id}
            data-geofence-id={geofence.id}
            sx={{ p: 1.5, borderLeft: 4, borderLeftColor: CATEGORY_COLOURS[geofence.category] }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => onShow(geofence.shape)}
                sx={{ fontWeight: 600, textAlign: 'start', flex: 1 }}
              >
                {geofence.name}
              </Link>
              {geofence.notify && (
                <NotificationsActiveIcon
                  fontSize="small"
                  color="action"
                  titleAccess={t('liveLocation.geofences.notified')}
                />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t(`liveLocation.geofences.categories.${geofence.category}`)} ·{' '}
              {geofence.shape.type === 'circle'
                ? t('liveLocation.geofences.circleOf', { metres: geofence.shape.radiusM })
                : t('liveLocation.geofences.polygonOf', {
                    count: geofence.shape.points.length,
                  })}{' '}
              · {geofence.vendorName ?? t('liveLocation.geofences.operators')}
            </Typography>
            {geofence.editable && (
              <Box sx={{ mt: 0.5, display: 'flex', gap: 1 }}>
                <Button size="small" onClick={() => onEdit(geofence)}>
                  {t('liveLocation.geofences.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setAsked(geofence)}>
                  {t('liveLocation.geofences.remove')}
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </Stack>
      {asked && (
        <ConfirmDialog
          open
          title={t('liveLocation.geofences.removeTitle', { name: asked.name })}
          body={t('liveLocation.geofences.removeBody')}
          confirmLabel={t('liveLocation.geofences.remove')}
          danger
          pending={remove.isPending}
          onConfirm={() => void remove.mutateAsync(asked.id).then(() => setAsked(null))}
          onClose={() => setAsked(null)}
        />
      )}
    </Stack>
  );
}

import {
  COMPANY_SITE_RADIUS_M,
  geofenceFromSite,
  type CompanySiteOption,
} from '@raahi/domain/company-sites';
import {
  GEOFENCE_CATEGORIES,
  GEOFENCE_MAX_RADIUS_M,
  GEOFENCE_MIN_RADIUS_M,
  type Geofence,
  type GeofenceCategory,
  type GeofenceShape,
} from '@raahi/domain/geofences';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useSaveGeofence } from '../api/geofences';
import { useSetCompanySite } from '../api/set-company-site';
import {
  draftOf,
  NEW_CIRCLE,
  NEW_POLYGON,
  shapeOf,
  type GeofenceDraft,
} from '../lib/geofence-draft';
import { CompanySitePicker } from './company-site-picker';

/**
 * Names a geofence and says what it is while its shape is drawn on the map (the page passes
 * the taps on the map into `draft`): a circle's centre and radius, or a polygon's corners.
 * Made from a company's site, it starts as a circle there named after the company; a company
 * the operator has not placed yet is placed by the circle's centre, kept as its site.
 */
export function GeofenceForm(props: {
  editing: Geofence | null;
  fromCompany: boolean;
  draft: GeofenceDraft;
  onDraft: (draft: GeofenceDraft) => void;
  onShow: (shape: GeofenceShape) => void;
  onDone: () => void;
}) {
  const { editing, fromCompany, draft, onDraft, onShow, onDone } = props;
  const { t } = useTranslation();
  const save = useSaveGeofence();
  const setSite = useSetCompanySite();
  const [company, setCompany] = useState<CompanySiteOption | null>(null);
  const [name, setName] = useState(editing?.name ?? '');
  const [category, setCategory] = useState<GeofenceCategory>(editing?.category ?? 'office');
  const [notify, setNotify] = useState(editing?.notify ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const shape = shapeOf(draft);
  const pending = save.isPending || setSite.isPending;

  const choose = (chosen: CompanySiteOption) => {
    setCompany(chosen);
    setCategory('office');
    if (chosen.site) {
      const made = geofenceFromSite({ name: chosen.name, site: chosen.site });
      setName(made.name);
      onDraft(draftOf(made.shape));
      onShow(made.shape);
      return;
    }
    // Not placed yet (the operator's list only): the circle waits for a tap on the map.
    setName(chosen.name.slice(0, 80));
    onDraft({ type: 'circle', center: null, radiusM: COMPANY_SITE_RADIUS_M });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!shape || !name.trim() || pending) return;
    setProblem(null);
    try {
      if (company && !company.site && shape.type === 'circle')
        await setSite.mutateAsync({ companyId: company.companyId, site: shape.center });
      await save.mutateAsync({
        id: editing?.id ?? null,
        input: { name: name.trim(), category, shape, notify },
      });
      onDone();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('liveLocation.geofences.failed'));
    }
  };

  const hint =
    fromCompany && !company
      ? t('liveLocation.geofences.chooseCompany')
      : draft.type === 'polygon'
        ? t('liveLocation.geofences.addCorners', { count: draft.points.length })
        : draft.center
          ? t('liveLocation.geofences.moveCentre')
          : company
            ? t('liveLocation.geofences.placeSite', { company: company.name })
            : t('liveLocation.geofences.placeCentre');

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t(editing ? 'liveLocation.geofences.editTitle' : 'liveLocation.geofences.newTitle')}
        </Typography>
        {fromCompany && <CompanySitePicker value={company} onChoose={choose} />}
        <TextField
          size="small"
          required
          label={t('liveLocation.geofences.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          select
          size="small"
          label={t('liveLocation.geofences.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as GeofenceCategory)}
        >
          {GEOFENCE_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`liveLocation.geofences.categories.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {!fromCompany && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={draft.type}
            aria-label={t('liveLocation.geofences.shape')}
            onChange={(_, type: GeofenceDraft['type'] | null) => {
              if (type && type !== draft.type)
                onDraft(type === 'circle' ? NEW_CIRCLE : NEW_POLYGON);
            }}
          >
            <ToggleButton value="circle">{t('liveLocation.geofences.circle')}</ToggleButton>
            <ToggleButton value="polygon">{t('liveLocation.geofences.polygon')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        <Typography variant="body2" color="text.secondary" role="status">
          {hint}
        </Typography>
        {fromCompany && !company ? null : draft.type === 'circle' ? (
          <TextField
            size="small"
            type="number"
            label={t('liveLocation.geofences.radius')}
            value={draft.radiusM}
            onChange={(event) => onDraft({ ...draft, radiusM: Number(event.target.value) })}
            slotProps={{
              htmlInput: { min: GEOFENCE_MIN_RADIUS_M, max: GEOFENCE_MAX_RADIUS_M, step: 10 },
            }}
          />
        ) : (
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.points.length === 0}
            onClick={() => onDraft({ ...draft, points: draft.points.slice(0, -1) })}
          >
            {t('liveLocation.geofences.undoCorner')}
          </Button>
        )}
        <FormControlLabel
          control={<Switch checked={notify} onChange={(_, checked) => setNotify(checked)} />}
          label={t('liveLocation.geofences.notify')}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!shape || !name.trim() || pending}>
            {t('liveLocation.geofences.save')}
          </Button>
          <Button onClick={onDone}>{t('liveLocation.geofences.cancel')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

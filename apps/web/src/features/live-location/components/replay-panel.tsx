import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  REPLAY_SPEEDS,
  REPLAY_WINDOW_MAX_HOURS,
  type TrailReplay,
} from '@raahi/domain/trail-replay';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format-date';
import { useReplay, type ReplaySource } from '../api/get-replay';
import {
  advance,
  formatDuration,
  frameAt,
  fromIstInput,
  toIstInput,
  type ReplayFrame,
} from '../lib/replay-clock';
import type { ShownVehicle } from '../lib/vehicle-view';

/** What the map draws of a replay. */
export interface ReplayView {
  replay: TrailReplay;
  frame: ReplayFrame | null;
}

const TICK_MS = 100;
const HOUR_MS = 3_600_000;

/**
 * Trail replay of one vehicle: over a chosen time (the last two hours at first) or over its
 * duty; play, pause, speed ×1–×16 (×1 plays a minute of the trail each second), a scrub slider,
 * and the distance, duration and stops of the trail.
 */
export function ReplayPanel({
  vehicle,
  duty,
  onView,
  onClose,
}: {
  vehicle: ShownVehicle;
  /** The duty to replay first (its started one, or the one the duty's page asked for). */
  duty: { id: string; regId: string } | null;
  onView: (view: ReplayView | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The times are typed in IST, as every time in the app is shown.
  const [from, setFrom] = useState(() => toIstInput(Date.now() - 2 * HOUR_MS));
  const [to, setTo] = useState(() => toIstInput(Date.now()));
  const [source, setSource] = useState<ReplaySource | null>(() =>
    duty
      ? { kind: 'duty', dutyId: duty.id }
      : {
          kind: 'vehicle',
          vehicleId: vehicle.vehicleId,
          from: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
          to: new Date().toISOString(),
        },
  );
  const replay = useReplay(source);
  const [second, setSecond] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(4);
  const data = replay.data;
  const end = data ? (Date.parse(data.to) - Date.parse(data.from)) / 1000 : 0;

  // A new trail starts at its first position, paused (adjusted while rendering, as React advises).
  const [started, setStarted] = useState<TrailReplay | undefined>(undefined);
  if (data !== started) {
    setStarted(data);
    setSecond(data?.t[0] ?? 0);
    setPlaying(false);
  }

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setSecond((current) => {
        const next = advance(current, TICK_MS, speed, end);
        if (next >= end) setPlaying(false);
        return next;
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, speed, end]);

  useEffect(() => {
    onView(data ? { replay: data, frame: frameAt(data, second) } : null);
  }, [data, second, onView]);
  useEffect(() => () => onView(null), [onView]);

  const showWindow = () =>
    setSource({
      kind: 'vehicle',
      vehicleId: vehicle.vehicleId,
      from: new Date(fromIstInput(from)).toISOString(),
      to: new Date(fromIstInput(to)).toISOString(),
    });
  const span = fromIstInput(to) - fromIstInput(from);
  // NaN (a field left empty) fails both.
  const windowValid = span > 0 && span <= REPLAY_WINDOW_MAX_HOURS * HOUR_MS;
  const at = data ? new Date(Date.parse(data.from) + second * 1000).toISOString() : null;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      role="region"
      aria-label={t('liveLocation.replay.label')}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('liveLocation.replay.title', { vehicle: vehicle.vehicleNumber })}
          </Typography>
          <Button size="small" onClick={onClose}>
            {t('liveLocation.card.close')}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            type="datetime-local"
            size="small"
            label={t('liveLocation.replay.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="datetime-local"
            size="small"
            label={t('liveLocation.replay.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={windowValid ? undefined : t('liveLocation.replay.windowHelp')}
            error={!windowValid}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" disabled={!windowValid} onClick={showWindow}>
            {t('liveLocation.replay.show')}
          </Button>
          {duty && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setSource({ kind: 'duty', dutyId: duty.id })}
            >
              {t('liveLocation.replay.thisDuty', { duty: duty.regId })}
            </Button>
          )}
        </Stack>
        {replay.isError && (
          <QueryErrorAlert
            error={replay.error}
            onRetry={() => void replay.refetch()}
            retryLabel={t('liveLocation.retry')}
          />
        )}
        {data && data.t.length === 0 && (
          <Typography variant="body2">{t('liveLocation.replay.empty')}</Typography>
        )}
        {data && data.t.length > 0 && (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <IconButton
                onClick={() => {
                  if (!playing && second >= end) setSecond(data.t[0] ?? 0);
                  setPlaying(!playing);
                }}
                aria-label={
                  playing ? t('liveLocation.replay.pause') : t('liveLocation.replay.play')
                }
                color="primary"
              >
                {playing ? <PauseIcon /> : <PlayArrowIcon />}
              </IconButton>
              <TextField
                select
                size="small"
                label={t('liveLocation.replay.speed')}
                value={speed}
                onChange={(event) => setSpeed(Number(event.target.value))}
                sx={{ minWidth: 96 }}
              >
                {REPLAY_SPEEDS.map((value) => (
                  <MenuItem key={value} value={value}>
                    ×{value}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2" data-testid="replay-time" sx={{ flex: 1 }}>
                {at && formatDateTime(at)}
              </Typography>
            </Stack>
            <Slider
              min={0}
              max={end}
              step={1}
              value={second}
              onChange={(_, value) => {
                setPlaying(false);
                setSecond(value);
              }}
              aria-label={t('liveLocation.replay.scrub')}
              getAriaValueText={(value) =>
                formatDateTime(new Date(Date.parse(data.from) + value * 1000).toISOString())
              }
            />
            <Typography variant="body2" data-testid="replay-summary">
              {t('liveLocation.replay.summary', {
                distance: data.distanceKm.toFixed(1),
                duration: formatDuration(t, data.durationSeconds),
                count: data.stops.length,
              })}
            </Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}

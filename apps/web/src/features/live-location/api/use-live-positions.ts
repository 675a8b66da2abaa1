import {
  POSITIONS_EVENT,
  PositionsNoteSchema,
  type LivePosition,
  type LiveVehicleList,
} from '@raahi/domain/live-location';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveMessage } from '../../../lib/live-messages';
import { mergePositions } from '../lib/merge-positions';
import { liveLocationKeys } from './keys';

/**
 * The map is redrawn at most this often: a fleet of thousands sends ten batches a second, and
 * each redraw clusters every vehicle again. A position after a quiet spell shows at once.
 */
const REDRAW_EVERY_MS = 500;

/**
 * Moves the map's vehicles as positions arrive on the live socket, without reading the list
 * again; a position of a vehicle the list does not hold yet (new on the map) reads it again.
 */
export function useLivePositions() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let pending: LivePosition[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    let drawnAt = 0;
    const draw = () => {
      timer = null;
      drawnAt = Date.now();
      const key = liveLocationKeys.vehicles();
      const list = queryClient.getQueryData<LiveVehicleList>(key);
      const positions = pending;
      pending = [];
      if (!list) return;
      const merged = mergePositions(list.vehicles, positions);
      queryClient.setQueryData<LiveVehicleList>(key, { vehicles: merged.vehicles });
      if (merged.unknown) void queryClient.invalidateQueries({ queryKey: key });
    };
    const stop = onLiveMessage((message) => {
      const { event, data } = (message ?? {}) as { event?: unknown; data?: unknown };
      if (event !== POSITIONS_EVENT) return;
      const note = PositionsNoteSchema.safeParse(data);
      if (!note.success) return;
      pending.push(...note.data.positions);
      timer ??= setTimeout(draw, Math.max(0, drawnAt + REDRAW_EVERY_MS - Date.now()));
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}

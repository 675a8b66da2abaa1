import {
  POSITIONS_EVENT,
  PositionsNoteSchema,
  type LiveVehicleList,
} from '@raahi/domain/live-location';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveMessage } from '../../../lib/live-messages';
import { mergePositions } from '../lib/merge-positions';
import { liveLocationKeys } from './keys';

/**
 * Moves the map's vehicles as positions arrive on the live socket, without reading the list
 * again; a position of a vehicle the list does not hold yet (new on the map) reads it again.
 */
export function useLivePositions() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveMessage((message) => {
        const { event, data } = (message ?? {}) as { event?: unknown; data?: unknown };
        if (event !== POSITIONS_EVENT) return;
        const note = PositionsNoteSchema.safeParse(data);
        if (!note.success) return;
        const key = liveLocationKeys.vehicles();
        const list = queryClient.getQueryData<LiveVehicleList>(key);
        if (!list) return;
        const merged = mergePositions(list.vehicles, note.data.positions);
        queryClient.setQueryData<LiveVehicleList>(key, { vehicles: merged.vehicles });
        if (merged.unknown) void queryClient.invalidateQueries({ queryKey: key });
      }),
    [queryClient],
  );
}

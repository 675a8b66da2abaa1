import { create } from 'zustand';
import type { LiveStatus } from './socket';

/** The live socket's state, for the shell's "offline, reconnecting" note. */
export const useLiveStatus = create<{ status: LiveStatus }>(() => ({ status: 'closed' }));

export function setLiveStatus(status: LiveStatus): void {
  useLiveStatus.setState({ status });
}

import { useEffect } from 'react';
import { http } from './http';
import { useSession } from './session';
import { connectLiveSocket } from './socket';

/** Keeps the live socket open and registered while this user is signed in. */
export function useLiveSocket(userId: string | undefined, role: string | undefined): void {
  useEffect(() => {
    if (!userId || !role) return;
    const socket = connectLiveSocket({
      userId,
      role,
      accessToken: () => useSession.getState().accessToken,
      renewAccessToken: http.renewAccessToken,
    });
    return () => socket.close();
  }, [userId, role]);
}

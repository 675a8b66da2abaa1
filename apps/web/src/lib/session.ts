import { create } from 'zustand';

/** The signed-in person as the server describes them; only `id` and `role` are guaranteed. */
export interface SessionUser {
  id: string;
  role: string;
  name?: string;
  email?: string;
  phone?: string;
  pic?: string;
  regId?: string;
  approvalStatus?: string;
  accountStatus?: string;
}

export interface SessionData {
  user: SessionUser | null;
  accessToken: string | null;
  role: string | null;
  refreshToken: string | null;
}

export interface Credentials {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
  /** Defaults to `user.role`. */
  role?: string;
}

export interface SessionState extends SessionData {
  hasToken: () => boolean;
  setCredentials: (credentials: Credentials) => void;
  /** Signs out locally: empties the session and all of this origin's local storage. */
  clear: () => void;
}

/** The storage keys are part of the spec (§3): other tabs and older builds read them. */
export const SESSION_STORAGE_KEYS = {
  user: 'user',
  accessToken: 'accessToken',
  role: 'role',
  refreshToken: 'refreshToken',
} as const;

const signedOut: SessionData = { user: null, accessToken: null, role: null, refreshToken: null };

// localStorage can be missing or throw (storage disabled, some private modes); the session then
// simply lives in memory for this page load.
function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function parseUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { id, role } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof role === 'string' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

export function readStoredSession(storage: Storage | null = defaultStorage()): SessionData {
  if (!storage) return { ...signedOut };
  try {
    return {
      user: parseUser(storage.getItem(SESSION_STORAGE_KEYS.user)),
      accessToken: storage.getItem(SESSION_STORAGE_KEYS.accessToken) || null,
      role: storage.getItem(SESSION_STORAGE_KEYS.role) || null,
      refreshToken: storage.getItem(SESSION_STORAGE_KEYS.refreshToken) || null,
    };
  } catch {
    return { ...signedOut };
  }
}

function writeStoredSession(storage: Storage | null, data: SessionData): void {
  if (!storage) return;
  try {
    storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(data.user));
    for (const key of ['accessToken', 'role', 'refreshToken'] as const) {
      const value = data[key];
      if (value) storage.setItem(SESSION_STORAGE_KEYS[key], value);
      else storage.removeItem(SESSION_STORAGE_KEYS[key]);
    }
  } catch {
    // Quota or disabled storage: keep the in-memory session.
  }
}

export function createSessionStore(storage: Storage | null = defaultStorage()) {
  return create<SessionState>()((set, get) => ({
    ...readStoredSession(storage),
    hasToken: () => Boolean(get().accessToken),
    setCredentials: ({ user, accessToken, refreshToken, role = user.role }) => {
      const data: SessionData = { user, accessToken, refreshToken, role };
      writeStoredSession(storage, data);
      set(data);
    },
    clear: () => {
      try {
        storage?.clear();
      } catch {
        // Nothing stored that we could remove.
      }
      set({ ...signedOut });
    },
  }));
}

export const useSession = createSessionStore();

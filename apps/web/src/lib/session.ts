import type { SessionUser } from '@raahi/domain/auth';
import { create } from 'zustand';

// Type-only import: the domain schemas carry zod, which must stay out of the landing page's
// first download (the route guards read this store).
export type { SessionUser };

export interface SessionData {
  user: SessionUser | null;
  accessToken: string | null;
  role: string | null;
  refreshToken: string | null;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface Credentials extends Tokens {
  user: SessionUser;
  /** Defaults to `user.role`. */
  role?: string;
}

export interface SessionState extends SessionData {
  hasToken: () => boolean;
  setCredentials: (credentials: Credentials) => void;
  /** After a refresh: the rotated pair replaces the old one. */
  setTokens: (tokens: Tokens) => void;
  /** After the server returned a newer copy of the signed-in user; ignored once signed out. */
  setUser: (user: SessionUser) => void;
  /** Reads the stored session again, e.g. after another tab refreshed or signed out. */
  reload: () => void;
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

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * A stored user needs an id and a role; anything an older build did not store gets a neutral
 * value, so screens never meet `undefined` where the server always sends a value.
 */
function parseUser(stored: string | null): SessionUser | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const id = text(raw.id);
  const role = text(raw.role);
  if (!id || !role) return null;
  return {
    id,
    role: role as SessionUser['role'],
    name: text(raw.name) ?? '',
    email: text(raw.email),
    phone: text(raw.phone),
    pic: text(raw.pic),
    regId: text(raw.regId) ?? '',
    approvalStatus: text(raw.approvalStatus) as SessionUser['approvalStatus'],
    accountStatus: (text(raw.accountStatus) ?? 'Active') as SessionUser['accountStatus'],
    mustChangePassword: raw.mustChangePassword === true,
    vendorId: text(raw.vendorId),
    language: text(raw.language) as SessionUser['language'],
  };
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

function writeStored(storage: Storage | null, data: Partial<SessionData>): void {
  if (!storage) return;
  try {
    for (const key of Object.keys(data) as (keyof SessionData)[]) {
      const value = data[key];
      if (key === 'user') storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(value));
      else if (typeof value === 'string' && value)
        storage.setItem(SESSION_STORAGE_KEYS[key], value);
      else storage.removeItem(SESSION_STORAGE_KEYS[key]);
    }
  } catch {
    // Quota or disabled storage: keep the in-memory session.
  }
}

// Every field of the user, so a field added to it is compared too (the type insists).
const USER_FIELDS = Object.keys({
  id: true,
  role: true,
  name: true,
  email: true,
  phone: true,
  pic: true,
  regId: true,
  approvalStatus: true,
  accountStatus: true,
  mustChangePassword: true,
  vendorId: true,
  language: true,
} satisfies Record<keyof SessionUser, true>) as (keyof SessionUser)[];

/** Field by field: the server's copy may order its fields differently or carry more. */
function sameUser(a: SessionUser, b: SessionUser): boolean {
  return USER_FIELDS.every((field) => a[field] === b[field]);
}

function sameSession(a: SessionData, b: SessionData): boolean {
  return (
    a.accessToken === b.accessToken &&
    a.refreshToken === b.refreshToken &&
    a.role === b.role &&
    (a.user === b.user || (a.user !== null && b.user !== null && sameUser(a.user, b.user)))
  );
}

export function createSessionStore(storage: Storage | null = defaultStorage()) {
  return create<SessionState>()((set, get) => ({
    ...readStoredSession(storage),
    hasToken: () => Boolean(get().accessToken),
    setCredentials: ({ user, accessToken, refreshToken, role = user.role }) => {
      const data: SessionData = { user, accessToken, refreshToken, role };
      writeStored(storage, data);
      set(data);
    },
    setTokens: ({ accessToken, refreshToken }) => {
      writeStored(storage, { accessToken, refreshToken });
      set({ accessToken, refreshToken });
    },
    setUser: (user) => {
      // A late answer must not write the user back after a logout emptied the storage.
      if (!get().accessToken) return;
      // The same user again changes nothing: every screen reading it would draw again.
      const current = get().user;
      if (current && sameUser(current, user)) return;
      writeStored(storage, { user });
      set({ user });
    },
    reload: () => {
      const stored = readStoredSession(storage);
      if (!sameSession(stored, get())) set(stored);
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

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Another tab that refreshes the tokens or signs out writes local storage; follow it, so this
 * tab neither presents a spent refresh token nor stays signed in after a logout elsewhere.
 */
export function followOtherTabs(store: SessionStore, target: Window = window): () => void {
  const keys = new Set<string>(Object.values(SESSION_STORAGE_KEYS));
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.has(event.key)) store.getState().reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

export const useSession = createSessionStore();
if (typeof window !== 'undefined') followOtherTabs(useSession);

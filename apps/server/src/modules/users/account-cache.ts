import type pg from 'pg';
import { listenToChannel } from '../../db/channel-listener.js';

/** The account facts the access check reads on every request. */
export interface AuthAccount {
  id: string;
  role: string;
  accountStatus: string;
  vendorId: string | null;
  vendorAccountStatus: string | null;
  mustChangePassword: boolean;
}

/**
 * The channel the database notifies when something the access check caches changes: `u:<id>`
 * (an account, migration 0009), `v:<id>` (a vendor, 0009) or `s:<family id>` (a sign-in ended,
 * 0015).
 */
export const ACCOUNT_CHANNEL = 'raahi_accounts';

/** What a notification said changed; `all` when listening (re)starts after nothing was known. */
export type AccessChange = { kind: 'user' | 'vendor' | 'session'; id: string } | { kind: 'all' };

const NOTIFIED_KINDS = { 'u:': 'user', 'v:': 'vendor', 's:': 'session' } as const;

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export interface AccountCache {
  /** The cached account, or what `load` reads (remembered only while nothing changed meanwhile). */
  get(id: string, load: () => Promise<AuthAccount | undefined>): Promise<AuthAccount | undefined>;
  /**
   * Whose a sign-in is while it is live, null once it has ended: cached like accounts, from
   * `load` (the live session's user id, or undefined).
   */
  session(familyId: string, load: () => Promise<string | undefined>): Promise<string | null>;
  forgetUser(id: string): void;
  forgetVendor(vendorId: string): void;
  forgetSession(familyId: string): void;
  /**
   * Calls `listener` for every change the database notifies, after the cache has forgotten it
   * (so a read in the listener sees the change), and with `all` whenever listening starts.
   */
  onChange(listener: (change: AccessChange) => void): void;
  close(): Promise<void>;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Remembers accounts and sign-ins for the access check while the database can tell us when one
 * changes.
 *
 * Triggers notify every server process (LISTEN/NOTIFY) when an account's status, role, vendor
 * or password gate changes, or its vendor's status does, or a sign-in is revoked; the
 * repositories and services also forget what they write. A read that overlapped a change is not
 * remembered (a generation counter), and while the listening connection is down nothing is
 * remembered at all, so a blocked account or an ended sign-in loses access as soon as the change
 * is committed and notified. A minute's lifetime bounds what a missed notification could cost.
 */
export function createAccountCache(
  connection: pg.ClientConfig,
  onError: (error: unknown) => void,
): AccountCache {
  const accounts = new Map<string, Entry<AuthAccount | undefined>>();
  const sessions = new Map<string, Entry<string | null>>();
  const listeners: ((change: AccessChange) => void)[] = [];
  let generation = 0;

  function forgetAll() {
    generation += 1;
    accounts.clear();
    sessions.clear();
  }

  function forgetUser(id: string) {
    generation += 1;
    accounts.delete(id);
  }

  function forgetVendor(vendorId: string) {
    generation += 1;
    for (const [id, entry] of accounts) {
      if (entry.value?.vendorId === vendorId) accounts.delete(id);
    }
  }

  function forgetSession(familyId: string) {
    generation += 1;
    sessions.delete(familyId);
  }

  function changed(change: AccessChange) {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        onError(error);
      }
    }
  }

  function notified(payload = '') {
    const kind = NOTIFIED_KINDS[payload.slice(0, 2) as keyof typeof NOTIFIED_KINDS];
    const id = payload.slice(2);
    if (kind === 'user') forgetUser(id);
    else if (kind === 'vendor') forgetVendor(id);
    else if (kind === 'session') forgetSession(id);
    else forgetAll();
    changed(kind ? { kind, id } : { kind: 'all' });
  }

  /** `load`'s answer, remembered (when `keep` says so) only if nothing changed meanwhile. */
  async function remember<T>(
    entries: Map<string, Entry<T>>,
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    const cached = entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const startedAt = generation;
    const value = await load();
    if (keep(value) && listener.connection() !== null && generation === startedAt) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: Date.now() + TTL_MS });
    }
    return value;
  }

  const listener = listenToChannel({
    connection,
    channel: ACCOUNT_CHANNEL,
    applicationName: 'raahi-accounts',
    onNotification: (payload) => notified(payload),
    // Whatever changed while nobody listened went unheard: let listeners check afresh.
    onListening: () => changed({ kind: 'all' }),
    onLost(error) {
      forgetAll();
      onError(error);
    },
  });

  return {
    get: (id, load) => remember(accounts, id, load, (account) => account !== undefined),
    // An ended sign-in never comes back, so that answer is remembered too.
    session: (familyId, load) =>
      remember(
        sessions,
        familyId,
        async () => (await load()) ?? null,
        () => true,
      ),
    forgetUser,
    forgetVendor,
    forgetSession,
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      await listener.close();
      forgetAll();
    },
  };
}

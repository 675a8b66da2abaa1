import pg from 'pg';

/** The account facts the access check reads on every request. */
export interface AuthAccount {
  id: string;
  role: string;
  accountStatus: string;
  vendorId: string | null;
  vendorAccountStatus: string | null;
  mustChangePassword: boolean;
}

/** The channel the `raahi_account_changed` trigger (migration 0009) notifies: `u:<id>` or `v:<id>`. */
export const ACCOUNT_CHANNEL = 'raahi_accounts';

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
const RECONNECT_MS = 1_000;

export interface AccountCache {
  /** The cached account, or what `load` reads (remembered only while nothing changed meanwhile). */
  get(id: string, load: () => Promise<AuthAccount | undefined>): Promise<AuthAccount | undefined>;
  forgetUser(id: string): void;
  forgetVendor(vendorId: string): void;
  close(): Promise<void>;
}

/**
 * Remembers accounts for the access check while the database can tell us when one changes.
 *
 * A trigger notifies every server process (LISTEN/NOTIFY) when an account's status, role, vendor
 * or password gate changes, or its vendor's status does; the repositories also forget the
 * account synchronously when they write it. A read that overlapped a change is not remembered
 * (a generation counter), and while the listening connection is down nothing is remembered at
 * all, so a blocked account loses access as soon as the change is committed and notified.
 * A minute's lifetime bounds what a missed notification could cost.
 */
export function createAccountCache(
  connection: pg.ClientConfig,
  onError: (error: unknown) => void,
): AccountCache {
  const entries = new Map<string, { account: AuthAccount; expiresAt: number }>();
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  function forgetAll() {
    generation += 1;
    entries.clear();
  }

  function forgetUser(id: string) {
    generation += 1;
    entries.delete(id);
  }

  function forgetVendor(vendorId: string) {
    generation += 1;
    for (const [id, entry] of entries) {
      if (entry.account.vendorId === vendorId) entries.delete(id);
    }
  }

  function lost(error: unknown) {
    if (client === null) return;
    listening = false;
    forgetAll();
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    client = null;
    if (!closed) {
      onError(error);
      retry = setTimeout(() => void listen(), RECONNECT_MS);
    }
  }

  async function listen() {
    retry = null;
    const next = new pg.Client({ ...connection, application_name: 'raahi-accounts' });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('account notifications connection ended')));
    next.on('notification', ({ payload }) => {
      if (payload?.startsWith('u:')) forgetUser(payload.slice(2));
      else if (payload?.startsWith('v:')) forgetVendor(payload.slice(2));
      else forgetAll();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${ACCOUNT_CHANNEL}`);
      if (client === next) listening = true;
    } catch (error) {
      lost(error);
    }
  }

  void listen();

  return {
    async get(id, load) {
      const cached = entries.get(id);
      if (cached && cached.expiresAt > Date.now()) return cached.account;
      const startedAt = generation;
      const account = await load();
      if (account && listening && generation === startedAt) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(id, { account, expiresAt: Date.now() + TTL_MS });
      }
      return account;
    },
    forgetUser,
    forgetVendor,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      listening = false;
      forgetAll();
      await current?.end().catch(() => {});
    },
  };
}

import type { Role } from '@raahi/domain/roles';

/** Who is calling, as the access hook found them. */
export interface AuthContext {
  userId: string;
  role: Role;
  vendorId: string | null;
  sessionId: string;
}

/** Who made a change, as the audit log records it: a person, the public, or the system. */
export interface Actor {
  id: string | null;
  role: string | null;
  ip?: string | null;
}

/** Start-up work (the first admin, demo data): no person and no address. */
export const SYSTEM_ACTOR: Actor = { id: null, role: 'system' };

/** The caller as the audit log records them; the one place this shape is built from a caller. */
export const actorOf = (caller: AuthContext, ip: string): Actor => ({
  id: caller.userId,
  role: caller.role,
  ip,
});

/** Someone not signed in (a sign-up, a sign-in attempt), known only by their address. */
export const publicActor = (ip: string): Actor => ({ id: null, role: 'public', ip });

/** An account acting for itself (signing in or out, accepting an invitation), by its row. */
export const accountActor = (account: { id: string; role: string | null }, ip: string): Actor => ({
  id: account.id,
  role: account.role,
  ip,
});

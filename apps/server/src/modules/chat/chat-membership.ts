import type { ConversationKind, OpenConversation } from '@raahi/domain/chat';
import { isOperatorRole, isVendorRole, type Role } from '@raahi/domain/roles';

/**
 * Who a conversation is between, by party: the operator's staff, one vendor's people (the
 * vendor and its staff), one driver. A duty's parties follow its current vendor and driver.
 */
export interface Parties {
  operators: boolean;
  vendorId: string | null;
  driverId: string | null;
}

/** A conversation's subject, as its unique key stores it. */
export type ConversationKey =
  | { kind: 'duty'; dutyId: string }
  | { kind: 'operator-vendor'; vendorId: string }
  | { kind: 'vendor-driver'; vendorId: string; driverId: string };

/** Who is asking: their role, vendor and (for a driver) driver record. */
export interface ChatCaller {
  userId: string;
  role: Role;
  vendorId: string | null;
  driverId: string | null;
}

export function partiesOf(
  kind: ConversationKind,
  crew: { vendorId: string | null; driverId: string | null },
): Parties {
  switch (kind) {
    case 'duty':
      return { operators: true, vendorId: crew.vendorId, driverId: crew.driverId };
    case 'operator-vendor':
      return { operators: true, vendorId: crew.vendorId, driverId: null };
    case 'vendor-driver':
      return { operators: false, vendorId: crew.vendorId, driverId: crew.driverId };
  }
}

/** Whether the caller is one of the parties (and so a member of the conversation). */
export function isParty(caller: ChatCaller, parties: Parties): boolean {
  if (isOperatorRole(caller.role)) return parties.operators;
  if (isVendorRole(caller.role))
    return caller.vendorId !== null && parties.vendorId === caller.vendorId;
  return caller.driverId !== null && parties.driverId === caller.driverId;
}

/**
 * The conversation a caller asks to open, or null when it cannot be theirs (answered 404, as
 * for any subject they may not see). Whether the subject exists and they belong to it is
 * checked against its facts afterwards.
 */
export function keyOfRequest(
  caller: ChatCaller,
  request: OpenConversation,
): ConversationKey | 'VENDOR_REQUIRED' | 'DRIVER_REQUIRED' | null {
  if (request.kind === 'duty') return { kind: 'duty', dutyId: request.dutyId };
  const { role } = caller;
  if (request.kind === 'operator-vendor') {
    if (isOperatorRole(role))
      return request.vendorId
        ? { kind: 'operator-vendor', vendorId: request.vendorId }
        : 'VENDOR_REQUIRED';
    if (!isVendorRole(role) || !caller.vendorId) return null;
    if (request.vendorId && request.vendorId !== caller.vendorId) return null;
    return { kind: 'operator-vendor', vendorId: caller.vendorId };
  }
  if (isVendorRole(role) && caller.vendorId) {
    if (!request.driverId) return 'DRIVER_REQUIRED';
    if (request.vendorId && request.vendorId !== caller.vendorId) return null;
    return { kind: 'vendor-driver', vendorId: caller.vendorId, driverId: request.driverId };
  }
  if (role === 'driver' && caller.driverId) {
    if (!request.vendorId) return 'VENDOR_REQUIRED';
    if (request.driverId && request.driverId !== caller.driverId) return null;
    return { kind: 'vendor-driver', vendorId: request.vendorId, driverId: caller.driverId };
  }
  return null;
}

/** Who joins and who leaves when the members should be `expected`. */
export function memberChanges(
  current: readonly string[],
  expected: readonly string[],
): { joining: string[]; leaving: string[] } {
  const now = new Set(current);
  const next = new Set(expected);
  return {
    joining: [...next].filter((id) => !now.has(id)),
    leaving: [...now].filter((id) => !next.has(id)),
  };
}

/** Whose duties a caller sees: all (operators), one vendor's, or one driver's. */
export type DutyScope =
  | { kind: 'all' }
  | { kind: 'vendor'; vendorId: string }
  | { kind: 'driver'; driverId: string | null };

/** Whether a duty already read is in the scope: scopeCondition's rule, for one row. */
export function inScope(
  scope: DutyScope,
  row: { vendorId: string | null; driverId: string | null },
): boolean {
  if (scope.kind === 'vendor') return row.vendorId === scope.vendorId;
  if (scope.kind === 'driver') return scope.driverId !== null && row.driverId === scope.driverId;
  return true;
}

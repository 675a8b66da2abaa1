import { isOperatorRole, type Role } from '@raahi/domain/roles';
import type { QueryClient } from '@tanstack/react-query';
import { getCompanyOptionsQueryOptions, getVendorOptionsQueryOptions } from '../../../lib/options';
import { todayIst } from '../lib/ist';
import { defaultViewKind, listQueryOf, scheduleQueryOf, viewFromSearch } from '../lib/url-state';
import { getScheduleQueryOptions } from './get-schedule';
import { getScheduleDaysQueryOptions } from './get-schedule-days';
import { getDutyQueryOptions } from './get-duty';
import { getDutyAuditQueryOptions } from './get-duty-audit';
import { getDutiesQueryOptions } from './list-duties';

/**
 * Asks for what /duties shows first, read from its address as the screen reads it: the list,
 * the month's counts or the lanes of the day or week, its filters' choices, and the duty whose
 * drawer the address opens (a notification's link), with its history.
 */
export function askForDutiesScreen(
  client: QueryClient,
  { search, role, phone }: { search: string; role: Role; phone: boolean },
): void {
  const view = viewFromSearch(
    new URLSearchParams(search),
    role,
    todayIst(),
    defaultViewKind(phone),
  );
  if (view.view === 'list') void client.prefetchQuery(getDutiesQueryOptions(listQueryOf(view)));
  else if (view.view === 'month')
    void client.prefetchQuery(getScheduleDaysQueryOptions(scheduleQueryOf(view)));
  else void client.prefetchQuery(getScheduleQueryOptions(scheduleQueryOf(view)));
  // Its filters' choices: companies for all but drivers, vendors for the operator.
  if (role !== 'driver') void client.prefetchQuery(getCompanyOptionsQueryOptions());
  if (isOperatorRole(role)) void client.prefetchQuery(getVendorOptionsQueryOptions());
  // The drawer's other sections (the slip's figures, charges, ratings) depend on the duty's
  // answer and belong to other features: the drawer asks for them as it draws.
  if (view.duty) {
    void client.prefetchQuery(getDutyQueryOptions(view.duty));
    void client.prefetchQuery(getDutyAuditQueryOptions(view.duty));
  }
}

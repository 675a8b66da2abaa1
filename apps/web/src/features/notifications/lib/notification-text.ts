import {
  notificationMessageKey,
  type Notification,
  type NotificationParams,
} from '@raahi/domain/notifications';
import { ROLE_LABELS, type Role } from '@raahi/domain/roles';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format-date';

/** What a notification says: its line, and a reason when it has one. */
export interface NotificationText {
  title: string;
  detail: string | null;
}

const MOMENT_PARAMS = ['scheduledStart', 'changedAt', 'signedInAt', 'at'];

/** 'today', 'tomorrow', 'in 7 days' for a paper's days left. */
function whenOf(t: TFunction, daysLeft: unknown): string {
  if (typeof daysLeft !== 'number') return '';
  if (daysLeft < 0) return t('notifications.when.past');
  if (daysLeft === 0) return t('notifications.when.today');
  if (daysLeft === 1) return t('notifications.when.tomorrow');
  return t('notifications.when.inDays', { count: daysLeft });
}

/** A code among the parameters (`roadTax`, `passenger`) in words; an unknown one as it is. */
function inWords(t: TFunction, table: 'paper' | 'source', code: string | number) {
  if (typeof code !== 'string') return code;
  const key = `notifications.words.${table}.${code}` as 'notifications.words.paper.roadTax';
  return t(key, { defaultValue: code });
}

/**
 * The words of a notification, from its kind's message key and its parameters: moments in
 * India time, roles by their labels. The database keeps no words, so they can be translated.
 */
export function notificationText(
  t: TFunction,
  notification: Pick<Notification, 'kind' | 'params'>,
): NotificationText {
  const params: NotificationParams = { ...notification.params };
  for (const key of MOMENT_PARAMS) {
    const value = params[key];
    if (typeof value === 'string') params[key] = formatDateTime(value);
  }
  if (typeof params.role === 'string' && params.role in ROLE_LABELS)
    params.role = ROLE_LABELS[params.role as Role];
  if (notification.kind === 'document-expiring') {
    params.when = whenOf(t, params.daysLeft);
    if (params.paper !== undefined) params.paper = inWords(t, 'paper', params.paper);
  }
  if (notification.kind === 'sos-raised' && params.source !== undefined)
    params.source = inWords(t, 'source', params.source);
  if (notification.kind === 'geofence-crossed')
    params.crossing = t(
      params.crossing === 'left' ? 'notifications.left' : 'notifications.entered',
    );
  const reason = notification.params.reason;
  return {
    title: t(notificationMessageKey(notification.kind), params),
    detail: typeof reason === 'string' ? t('notifications.reason', { reason }) : null,
  };
}

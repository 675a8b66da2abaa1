import type { ComplianceItem } from '@raahi/domain/compliance';
import type { TaskReason } from '@raahi/domain/tasks';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../../lib/format-date';

type Paper = ComplianceItem | 'licence';
type Missing = 'vendor' | 'driver' | 'vehicle' | 'crew';
type RecordKind = 'vendor' | 'driver' | 'vehicle';

/**
 * Why a task exists, as a sentence: the server sends an i18n key under `tasks.why` and its
 * parameters; moments and days are written the Indian way here, and coded words (a paper,
 * what a duty lacks, a kind of record) are translated too.
 */
export function reasonText(t: TFunction, why: TaskReason): string {
  const params: Record<string, unknown> = { ...why.params };
  if (typeof params.at === 'string') params.at = formatDateTime(params.at);
  if (typeof params.date === 'string') params.date = formatDate(params.date);
  if (typeof params.paper === 'string') params.paper = t(`tasks.papers.${params.paper as Paper}`);
  if (typeof params.missing === 'string')
    params.missing = t(`tasks.missing.${params.missing as Missing}`);
  if (typeof params.record === 'string')
    params.record = t(`tasks.records.${params.record as RecordKind}`);
  const sentence = t(`tasks.why.${why.key}`, params);
  return why.key === 'rejected' && params.reason
    ? `${sentence} ${t('tasks.why.reason', { reason: params.reason })}`
    : sentence;
}

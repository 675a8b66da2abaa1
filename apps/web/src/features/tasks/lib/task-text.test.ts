import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { reasonText } from './task-text';

// A stand-in translator that shows the key and its parameters, so the test reads what is passed.
const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction;

describe('why a task exists', () => {
  it('writes days and moments the Indian way and translates coded words', () => {
    expect(
      reasonText(t, { key: 'paperExpiring', params: { paper: 'insurance', date: '2026-12-05' } }),
    ).toBe('tasks.why.paperExpiring {"paper":"tasks.papers.insurance","date":"05/12/2026"}');
    expect(
      reasonText(t, {
        key: 'dutyNeeds',
        params: { missing: 'vendor', at: '2026-11-26T04:00:00.000Z', pickup: 'Koramangala' },
      }),
    ).toBe(
      'tasks.why.dutyNeeds {"missing":"tasks.missing.vendor","at":"26/11/2026, 9:30 am","pickup":"Koramangala"}',
    );
  });

  it('adds a rejection’s reason when there is one', () => {
    const why = {
      key: 'rejected' as const,
      params: { record: 'vehicle', at: '', reason: 'Blurred RC' },
    };
    expect(reasonText(t, why)).toContain('tasks.why.reason {"reason":"Blurred RC"}');
    expect(reasonText(t, { ...why, params: { ...why.params, reason: '' } })).not.toContain(
      'tasks.why.reason',
    );
  });
});

import { renewalDateProblem } from '@raahi/domain/renewals';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, fileProblem } from '../../lib/document-files';
import { i18n } from '../../lib/i18n';

/** What a renewal asks for: a paper's new date and number where it has them, and its files. */
export interface RenewalSpec<S extends string = string> {
  dated: boolean;
  numbered: boolean;
  /** The new documents, e.g. the policy, or both sides of the licence. */
  slots: readonly S[];
  labelOf: (slot: S) => string;
}

export interface RenewalValues<S extends string = string> {
  validTill: string;
  number: string;
  files: Partial<Record<S, File>>;
}

/** A new paper as the server gets it; the number is left out when not given (the old one stays). */
export interface RenewalRequest<S extends string = string> {
  validTill?: string;
  number?: string;
  files: Record<S, File>;
}

export const fileField = (slot: string) => `file.${slot}`;

/** Every problem with a renewal before it is sent, by field ('validTill', 'number', 'file.<slot>'). */
export function renewalProblems<S extends string>(
  values: RenewalValues<S>,
  spec: RenewalSpec<S>,
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (spec.dated) {
    if (!values.validTill) problems.validTill = i18n.t('renewals.form.validTillRequired');
    else if (renewalDateProblem(values.validTill, today))
      problems.validTill = i18n.t('renewals.form.validTillPast');
  }
  if (spec.numbered && values.number.trim().length > 40)
    problems.number = i18n.t('renewals.form.numberTooLong');
  for (const slot of spec.slots) {
    const file = values.files[slot];
    const problem = file ? fileProblem(file, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES) : 'missing';
    if (problem) {
      problems[fileField(slot)] = i18n.t(`renewals.form.file.${problem}`, {
        slot: spec.labelOf(slot),
      });
    }
  }
  return problems;
}

/** The renewal to send, once `renewalProblems` found nothing. */
export function renewalRequest<S extends string>(
  values: RenewalValues<S>,
  spec: RenewalSpec<S>,
): RenewalRequest<S> {
  const number = values.number.trim();
  return {
    ...(spec.dated ? { validTill: values.validTill } : {}),
    ...(spec.numbered && number ? { number } : {}),
    files: values.files as Record<S, File>,
  };
}

import type {
  FieldError,
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormSetError,
} from 'react-hook-form';
import { isApiError } from './api-error';
import { i18n } from './i18n';
import { configureTranslatedMessages } from './validation/error-map';
import { translateEnglishMessage } from './validation/validation-messages';

// Forms check with the shared schemas: where a schema does not word its own problem, a person
// reads a plain one ("Required", "Enter at least 3 characters"), not zod's, in her language.
configureTranslatedMessages();

/** Wires a react-hook-form field into an MUI TextField, error text included. */
export function textFieldProps(registered: UseFormRegisterReturn, error: FieldError | undefined) {
  const { ref, ...rest } = registered;
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error?.message };
}

/**
 * Puts the server's field problems (400 details, 409 `{ field }`) on the form's fields and
 * returns what should be shown above the form instead: the server's message when no field
 * took it, null when every problem found its field. `fieldOf` maps a server path to the form's
 * field name where the two differ (a flat form for a nested body).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldOf: (path: string) => string = (path) => path,
): string | null {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  const known = new Set<string>(fields);
  let placed = 0;
  for (const { field: serverPath, message } of error.fieldErrors()) {
    const path = fieldOf(serverPath);
    // A problem deep inside a list ('operationalArea.0.cities.1') belongs to the list's field.
    const field = known.has(path) ? path : path.split('.')[0]!;
    if (!known.has(field)) continue;
    // The server speaks English; a sentence the catalogue knows is shown in her language.
    setError(
      field as Path<T>,
      { type: 'server', message: translateEnglishMessage(message) },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  return placed > 0 ? null : error.message;
}

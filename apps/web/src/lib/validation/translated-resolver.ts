import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { configureTranslatedMessages } from './error-map';
import { translateEnglishMessage } from './validation-messages';

// Every form that checks with a schema comes through here: the plain messages in its language.
configureTranslatedMessages();

/**
 * The errors with each message in the current language. A schema's own message ('Enter a valid
 * PAN') wins over the error map in zod, so it arrives in English and is translated here; the
 * plain ones are already translated and pass through unchanged.
 */
export function translateFieldErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
): FieldErrors<T> {
  return translateTree(errors, false) as FieldErrors<T>;
}

/** `messages`: every string here is a message (a field error's `types`, criteriaMode 'all'). */
function translateTree(node: object, messages: boolean): unknown {
  const translated = (Array.isArray(node) ? [] : {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(node) as [string, unknown][]) {
    if (typeof value === 'string')
      translated[name] = messages || name === 'message' ? translateEnglishMessage(value) : value;
    // `ref` is the field's element: kept as it is, never walked into.
    else if (name === 'ref' || typeof value !== 'object' || value === null)
      translated[name] = value;
    else translated[name] = translateTree(value, name === 'types');
  }
  return translated;
}

/** zodResolver, with its messages in the person's language (see translateFieldErrors). */
export const translatedResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    return { ...result, errors: translateFieldErrors(result.errors) };
  };
}) as typeof zodResolver;

import { z } from 'zod';
import { plainMessage } from '@raahi/domain/messages';
import { translateEnglishMessage } from './validation-messages';

/**
 * The domain's plain messages ("Required", "Enter at least 3 characters") in the person's
 * language. plainMessage stays the one place that decides which message an issue gets (the
 * server sends the same English); its sentence is then read back to its `validation.generic`
 * key, so the two cannot drift apart and English reads exactly as before.
 */
export const translatedErrorMap: z.core.$ZodErrorMap = (issue) => {
  const english = plainMessage(issue);
  return typeof english === 'string' ? translateEnglishMessage(english) : english;
};

/** Makes the translated plain messages the default for every schema the web parses with. */
export function configureTranslatedMessages(): void {
  z.config({ customError: translatedErrorMap });
}

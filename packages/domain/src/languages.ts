import { z } from 'zod';
import { LanguageSchema } from './enum-schemas';

export * from './language-list';

/** PUT /api/profile/language: the spec's list value ('Kannada', 'Malyalam', …). */
export const LanguageChoiceSchema = z.object({ language: LanguageSchema });
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;

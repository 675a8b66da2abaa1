import { z } from 'zod';

const blank = (input: unknown) => input === undefined || input === null || input === '';
const characters = (count: number) => (count === 1 ? '1 character' : `${count} characters`);

/**
 * What a person reads when a value is missing or out of bounds, for every schema that does not
 * say it itself. zod's own messages are written for developers ("Too small: expected string to
 * have >=3 characters", "Invalid option: expected one of "Sedan"|"SUV"|…"), and forms and the
 * API's 400 details show them as they are. Anything else keeps zod's message.
 */
export const plainMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (blank(issue.input)) return 'Required';
    if (issue.expected === 'int') return 'Enter a whole number';
    if (issue.expected === 'number') return 'Enter a number';
    return undefined;
  }
  if (issue.code === 'invalid_value') {
    if (blank(issue.input)) return 'Choose one';
    return issue.values.length <= 12
      ? `Choose one of: ${issue.values.map(String).join(', ')}`
      : 'Choose one from the list';
  }
  if (issue.code === 'too_small') {
    const least = Number(issue.minimum);
    if (issue.origin === 'string')
      return blank(issue.input) || least === 1 ? 'Required' : `Enter at least ${characters(least)}`;
    if (issue.origin === 'number')
      return issue.inclusive ? `Use ${least} or more` : `Use more than ${least}`;
    if (issue.origin === 'array') return least === 1 ? 'Add at least one' : `Add at least ${least}`;
  }
  if (issue.code === 'too_big') {
    const most = Number(issue.maximum);
    if (issue.origin === 'string') return `Use at most ${characters(most)}`;
    if (issue.origin === 'number')
      return issue.inclusive ? `Use ${most} or less` : `Use less than ${most}`;
    if (issue.origin === 'array') return `Add at most ${most}`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'datetime')
    return 'Enter a date and time with its offset, e.g. 2026-12-01T10:00:00+05:30';
  return undefined;
};

/** Makes plainMessage the default for every schema this process parses with. */
export function configurePlainMessages(): void {
  z.config({ customError: plainMessage });
}

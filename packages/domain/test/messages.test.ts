import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DutyCreateSchema } from '../src/duties';
import { configurePlainMessages, plainMessage } from '../src/messages';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  Object.fromEntries(
    schema
      .safeParse(value, { error: plainMessage })
      .error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('plain messages', () => {
  it('say what is missing or out of bounds in words a person reads', () => {
    const schema = z.object({
      address: z.string().trim().min(3).max(10),
      category: z.enum(['Sedan', 'SUV']),
      count: z.number().int().min(1).max(60),
      name: z.string(),
      people: z.array(z.string()).min(1).max(2),
      seats: z.number().gt(0).lt(9),
    });
    expect(
      messagesOf(schema, { address: ' ', category: '', count: 0, people: [], seats: 0 }),
    ).toEqual({
      address: 'Required',
      category: 'Choose one',
      count: 'Use 1 or more',
      name: 'Required',
      people: 'Add at least one',
      seats: 'Use more than 0',
    });
    expect(
      messagesOf(schema, {
        address: 'ab',
        category: 'Bus',
        count: 61,
        name: 'x',
        people: ['a', 'b', 'c'],
        seats: 9,
      }),
    ).toEqual({
      address: 'Enter at least 3 characters',
      category: 'Choose one of: Sedan, SUV',
      count: 'Use 60 or less',
      people: 'Add at most 2',
      seats: 'Use less than 9',
    });
    expect(
      messagesOf(schema.pick({ address: true, count: true, seats: true }), {
        address: 'a'.repeat(11),
        count: 2.5,
        seats: Number('two'),
      }),
    ).toEqual({
      address: 'Use at most 10 characters',
      count: 'Enter a whole number',
      seats: 'Enter a number',
    });
  });

  it('name a long list by where to find it, and leave other problems to zod', () => {
    const many = z.enum(Array.from({ length: 13 }, (_, i) => `option ${i}`) as [string]);
    expect(messagesOf(z.object({ pick: many }), { pick: 'other' })).toEqual({
      pick: 'Choose one from the list',
    });
    expect(messagesOf(z.object({ id: z.uuid() }), { id: 'nope' })).toEqual({ id: 'Invalid UUID' });
  });

  it('ask for a date and time in the form the API reads', () => {
    expect(
      messagesOf(z.object({ dueAt: z.iso.datetime({ offset: true }) }), { dueAt: 'tomorrow' }),
    ).toEqual({ dueAt: 'Enter a date and time with its offset, e.g. 2026-12-01T10:00:00+05:30' });
  });

  it('are the default once configured, and a schema that words its own problem keeps it', () => {
    configurePlainMessages();
    const problems = DutyCreateSchema.safeParse({}).error!.issues;
    const message = (path: string) =>
      problems.find((issue) => issue.path.join('.') === path)?.message;
    expect(message('companyId')).toBe('Required');
    expect(message('vehicleCategory')).toBe('Choose one');
    expect(
      z.string().min(2, 'Enter at least 2 characters for a name').safeParse('a').error!.issues[0]!
        .message,
    ).toBe('Enter at least 2 characters for a name');
  });
});

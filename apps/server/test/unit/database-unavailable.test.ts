import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/plugins/database-unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  it('is told from the driver’s codes and words, also wrapped by Drizzle or aggregated', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('08006'),
      withCode('08001'),
      withCode('57P01'),
      withCode('57P03'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED')),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('is not a query the database refused, even one whose values mention a lost connection', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      new DrizzleQueryError('update t set a = $1', ['Connection terminated'], withCode('23514')),
      new Error('Something else'),
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});

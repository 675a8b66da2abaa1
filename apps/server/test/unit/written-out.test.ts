import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { writtenOut, writtenOutOf } from '../../src/db/prepared.js';

const render = (statement: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(statement);

describe('values written into a statement', () => {
  it('writes a whole number into the text, not as a parameter', () => {
    expect(render(sql`limit ${writtenOut(50)}`)).toEqual({ sql: 'limit 50', params: [] });
    expect(() => writtenOut(1.5)).toThrow(TypeError);
    expect(() => writtenOut(Number.NaN)).toThrow(TypeError);
  });

  it('writes a value of a closed list as a string literal, and refuses any other', () => {
    const statuses = ['Approved', 'Pending'] as const;
    expect(render(sql`status = ${writtenOutOf(statuses, 'Approved')}`)).toEqual({
      sql: "status = 'Approved'",
      params: [],
    });
    // A caller that skipped validation gets an error, never its text in the statement.
    const forged = "Approved' or true --" as (typeof statuses)[number];
    expect(() => writtenOutOf(statuses, forged)).toThrow(TypeError);
  });

  it('doubles a quote inside an allowed value', () => {
    expect(render(sql`${writtenOutOf(["O'Hare"], "O'Hare")}`).sql).toBe("'O''Hare'");
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema, HealthSchema, listQuerySchema, pageOf, updateSchemaOf } from '../src/api';

describe('listQuerySchema', () => {
  const schema = listQuerySchema();

  it('defaults page and pageSize', () => {
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('coerces query-string numbers and trims q', () => {
    expect(schema.parse({ page: '3', pageSize: '50', sort: '-createdAt', q: '  ravi ' })).toEqual({
      page: 3,
      pageSize: 50,
      sort: '-createdAt',
      q: 'ravi',
    });
  });

  it.each([
    { page: '0' },
    { page: '1.5' },
    { page: 'abc' },
    { pageSize: '0' },
    { pageSize: '101' },
    { q: 'x'.repeat(101) },
  ])('rejects %o', (query) => {
    expect(schema.safeParse(query).success).toBe(false);
  });

  it('accepts pageSize 100 and a padded q of 100 characters', () => {
    expect(schema.parse({ pageSize: '100', q: ` ${'x'.repeat(100)} ` }).pageSize).toBe(100);
  });

  it('adds list-specific filters', () => {
    const withFilters = listQuerySchema({ status: z.enum(['Pending', 'Approved']).optional() });
    expect(withFilters.parse({ status: 'Pending', page: '2' })).toEqual({
      page: 2,
      pageSize: 20,
      status: 'Pending',
    });
    expect(withFilters.safeParse({ status: 'Nope' }).success).toBe(false);
  });
});

describe('pageOf', () => {
  const schema = pageOf(z.object({ id: z.string() }));

  it('accepts a page of items', () => {
    const page = { items: [{ id: 'a' }], total: 1, totalExact: true, page: 1, pageSize: 20 };
    expect(schema.parse(page)).toEqual(page);
    const bounded = { items: [{ id: 'a' }], total: 1000, totalExact: false, page: 1, pageSize: 20 };
    expect(schema.parse(bounded)).toEqual(bounded);
  });

  it('rejects malformed items and totals', () => {
    const page = { page: 1, pageSize: 20, totalExact: true };
    expect(schema.safeParse({ ...page, items: [{}], total: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...page, items: [], total: -1 }).success).toBe(false);
    expect(schema.safeParse({ ...page, totalExact: undefined, items: [], total: 0 }).success).toBe(
      false,
    );
  });
});

describe('envelopes', () => {
  it('parses error bodies with and without details', () => {
    expect(ErrorBodySchema.safeParse({ error: { code: 'NOT_FOUND', message: 'x' } }).success).toBe(
      true,
    );
    const withDetails = { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{}] } };
    expect(ErrorBodySchema.parse(withDetails)).toEqual(withDetails);
    expect(ErrorBodySchema.safeParse({ code: 'X', message: 'x' }).success).toBe(false);
  });

  it('parses health', () => {
    expect(HealthSchema.parse({ status: 'ok', db: 'ok', version: '0.0.1' }).db).toBe('ok');
    expect(HealthSchema.safeParse({ status: 'up', db: 'ok', version: '0.0.1' }).success).toBe(
      false,
    );
  });
});

describe('updateSchemaOf', () => {
  const Create = z.object({
    name: z.string(),
    tags: z.array(z.string()).default([]),
    active: z.boolean().default(true),
  });
  const Update = updateSchemaOf(Create);

  it('leaves out fields that were not sent, instead of filling in their defaults', () => {
    expect(Update.parse({ name: 'x' })).toEqual({ name: 'x' });
    expect(Update.parse({ tags: ['a'] })).toEqual({ tags: ['a'] });
  });

  it('still validates what was sent, and refuses an empty change', () => {
    expect(Update.safeParse({ active: 'yes' }).success).toBe(false);
    expect(Update.safeParse({}).success).toBe(false);
  });
});

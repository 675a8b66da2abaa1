import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.js';
import { MIGRATIONS_DIR } from '../../src/paths.js';
import { adminQuery, withDatabase } from '../global-setup.js';

describe('migrations', () => {
  it('apply exactly once when several processes start at the same time', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const name = `${inject('templateDatabase').replace(/_template$/, '')}_mig_${randomBytes(3).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const url = withDatabase(adminUrl, name);

    await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);

    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    const applied = await adminQuery(
      url,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]?.n).toBe(files.length);
    const extensions = await adminQuery(url, 'select extname from pg_extension order by extname');
    expect(extensions.rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'citext', 'pg_trgm']),
    );
  });
});

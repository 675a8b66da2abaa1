import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { loadSecrets } from '../../src/secrets.js';

describe('loadSecrets', () => {
  const dirs: string[] = [];
  const emptyDataDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-secrets-'));
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir });
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('gives processes that start together on an empty DATA_DIR the same keys', async () => {
    const config = await emptyDataDir();
    const loaded = await Promise.all([1, 2, 3].map(() => loadSecrets(config)));
    for (const secrets of loaded) expect(secrets).toEqual(loaded[0]);
    const stored = JSON.parse(await fs.readFile(path.join(config.dataDir, 'secrets.json'), 'utf8'));
    expect(stored).toEqual(loaded[0]);
    expect(await fs.readdir(config.dataDir)).toEqual(['secrets.json']);
  });

  it('keeps the stored secrets, adds the missing ones, and keeps the file private', async () => {
    const config = await emptyDataDir();
    const file = path.join(config.dataDir, 'secrets.json');
    await fs.writeFile(file, JSON.stringify({ jwtSecret: 'kept-from-before' }));
    const secrets = await loadSecrets(config);
    expect(secrets.jwtSecret).toBe('kept-from-before');
    expect(secrets.vapidPublicKey).toBeTruthy();
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual(secrets);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSecrets(config)).toEqual(secrets);
  });
});

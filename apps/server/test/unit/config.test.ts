import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.REDIS_KEY_PREFIX).toBe('raahi:');
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        JWT_SECRET: 'short',
        REDIS_URL: 'http://cache:6379',
        REDIS_KEY_PREFIX: 'has spaces',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'LOG_LEVEL',
        'JWT_SECRET',
        'REDIS_URL',
        'REDIS_KEY_PREFIX',
      ])
        expect(message).toContain(name);
    }
  });

  it('treats empty variables as unset and parses booleans', () => {
    const config = loadConfig({ DATABASE_URL: '', DEMO_DATA: 'false', PORT: '0' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DEMO_DATA).toBe(false);
    expect(config.PORT).toBe(0);
  });

  it('runs the background jobs in the server unless told to leave them to a worker', () => {
    expect(loadConfig({}).JOBS_IN_PROCESS).toBe(true);
    expect(loadConfig({ JOBS_IN_PROCESS: 'false' }).JOBS_IN_PROCESS).toBe(false);
    expect(() => loadConfig({ JOBS_IN_PROCESS: 'worker' })).toThrow(/JOBS_IN_PROCESS/);
  });
});

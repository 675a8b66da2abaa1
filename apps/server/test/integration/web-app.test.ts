import type { DemoMeta } from '@raahi/domain/api';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SCRIPT = `export const strings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `string ${i}`))};`;

describe('serving the built web app', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-web-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><title>Raahi</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    // As the build leaves a larger file: compressed copies beside it.
    const chunk = path.join(root, 'assets', 'chunk-def456.js');
    fs.writeFileSync(chunk, SCRIPT);
    fs.writeFileSync(`${chunk}.br`, brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${chunk}.gz`, gzipSync(SCRIPT));
    t = await createTestApp({}, { webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const route of ['/', '/vendors/123', '/rating&reviews', '/admin-login?next=1']) {
      const res = await t.request(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy a browser accepts, and the file itself to one that accepts none', async () => {
    const asset = (encoding: string) =>
      t.request('/assets/chunk-def456.js', { headers: { 'accept-encoding': encoding } });
    for (const encoding of ['br', 'gzip']) {
      const res = await asset(encoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.text).toBe(SCRIPT);
    }
    const plain = await asset('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(SCRIPT);
    // A file the build did not compress still goes out as it is.
    const small = await t.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.text).toBe('console.log(1)');
  });

  it('keeps JSON 404s for the API, missing files and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['GET', '/assets/missing.js'],
      ['POST', '/vendors'],
    ] as const) {
      const res = await t.request(url, { method });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('serving the public pages the build drew', () => {
  const INLINE = "document.getElementById('snapshot').remove()";
  const page = (text: string) =>
    `<!doctype html><title>${text}</title><div id="snapshot">${text}</div><script>${INLINE}</script><div id="root"></div>`;
  const apps: TestApp[] = [];
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-web-'));
    fs.mkdirSync(path.join(root, 'snapshots'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const [file, text] of [
      ['index.html', 'landing drawn'],
      ['admin-login.html', 'sign-in drawn'],
      ['admin-login~demo.html', 'sign-in drawn with the demo accounts'],
    ])
      fs.writeFileSync(path.join(root, 'snapshots', file!), page(text!));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    fs.rmSync(root, { recursive: true, force: true });
  });
  const start = async (demo: DemoMeta | null) => {
    const app = await createTestApp({}, { webRoot: root, demo });
    apps.push(app);
    return app;
  };
  const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;

  it('answers a drawn page with its drawing, and allows its inline script and no other', async () => {
    const t = await start(null);
    for (const [route, text] of [
      ['/', 'landing drawn'],
      ['/admin-login?next=1', 'sign-in drawn'],
    ]) {
      const res = await t.request(route!);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<div id="snapshot">${text}</div>`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const policy = res.headers.get('content-security-policy')!;
      expect(policy).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')};`));
    }
    const other = await t.request('/vendors');
    expect(other.text).not.toContain('snapshot');
    expect(other.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('gives a demo installation the drawing of its own kind, and the plain one where none differs', async () => {
    const t = await start({ password: 'RaahiDemo@2026', accounts: [] });
    expect((await t.request('/admin-login')).text).toContain('with the demo accounts');
    expect((await t.request('/')).text).toContain('landing drawn');
    // A kind the build drew no sign-in page for gets the app alone, not another kind's drawing.
    const hidden = await start({ password: null, accounts: [] });
    expect((await hidden.request('/admin-login')).text).not.toContain('snapshot');
  });
});

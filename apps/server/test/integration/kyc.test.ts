import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const AADHAAR = '234123412346';

describe('KYC checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const post = (path: string, json: unknown) =>
    t.request(`/api/kyc/${path}`, { method: 'POST', json });

  it('validates a GSTIN and says which checks ran, asking the (sandbox) provider only when they pass', async () => {
    const res = await post('validate-gstin', {
      gstin: '27aapfu0939f1zv',
      state: 'MH',
      pan: 'AAPFU0939F',
    });
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.normalized).toBe('27AAPFU0939F1ZV');
    expect(res.body.checks.map((c: { check: string }) => c.check)).toEqual([
      'gstin-format',
      'gstin-state-code',
      'gstin-checksum',
      'gstin-pan-format',
      'gstin-matches-state',
      'gstin-matches-pan',
    ]);
    expect(res.body.online).toMatchObject({
      provider: 'sandbox',
      sandbox: true,
      status: 'verified',
    });

    const wrong = await post('validate-gstin', { gstin: '07AAAAA0000A1Z8' });
    expect(wrong.body.valid).toBe(false);
    expect(wrong.body.online).toBeNull();
  });

  it("flags a GSTIN from another state than the vendor's", async () => {
    const res = await post('validate-gstin', { gstin: '27AAPFU0939F1ZV', state: 'KA' });
    expect(res.body.valid).toBe(false);
    expect(
      res.body.checks.find((c: { check: string }) => c.check === 'gstin-matches-state').message,
    ).toBe('Registered in Maharashtra, not Karnataka');
  });

  it('validates a PAN and names its holder type', async () => {
    const res = await post('validate-pan', { pan: 'ABCPE1234F' });
    expect(res.body.valid).toBe(true);
    expect(res.body.checks[0].message).toContain('Individual');
    expect((await post('validate-pan', { pan: 'ABCPE0000F' })).body.valid).toBe(false);
  });

  it('checks an Aadhaar number and never sends it back', async () => {
    for (const path of ['verify-aadhar', 'download-aadhar']) {
      const res = await post(path, { aadhar: '2341 2341 2346' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ valid: true, masked: 'XXXX XXXX 2346' });
      expect(res.text).not.toContain(AADHAAR);
      expect(res.text).not.toContain('2341 2341');
    }
    const bad = await post('verify-aadhar', { aadhar: '234123412347' });
    expect(bad.body.valid).toBe(false);
  });

  it('rejects empty input with a 400', async () => {
    expect((await post('validate-gstin', { gstin: '' })).status).toBe(400);
    expect((await post('validate-gstin', { gstin: '27AAPFU0939F1ZV', state: 'XX' })).status).toBe(
      400,
    );
  });
});

describe('KYC without a provider', () => {
  it('runs the offline checks and says no provider answered', async () => {
    const t = await createTestApp({ KYC_PROVIDER: 'none' });
    const res = await t.request('/api/kyc/validate-pan', {
      method: 'POST',
      json: { pan: 'ABCPE1234F' },
    });
    expect(res.body).toMatchObject({ valid: true, online: null });
    const download = await t.request('/api/kyc/download-aadhar', {
      method: 'POST',
      json: { aadhar: AADHAAR },
    });
    expect(download.status).toBe(503);
    await t.close();
  });
});

import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/modules/duty-slips/slip-words/en.js';
import { SLIP_LANGUAGES } from '../../src/modules/duty-slips/slip-words/languages.js';
import { completedWithSlip } from '../helpers/billing.js';
import { insertCompany, vendorWithToken } from '../helpers/duties.js';
import { dutyRequests } from '../helpers/duty-requests.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { hasWord, pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 32: the duty slip PDF in the language of the screens it was downloaded from. */
describe('duty slip PDF languages', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;
  let vendor: { id: string; token: string };
  let duty: { id: string; regId: string; driverToken: string };
  const { acceptedFor, move } = dutyRequests(() => ({ t, admin, companyId }));

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
    vendor = await vendorWithToken(t);
    duty = await completedWithSlip(t, { acceptedFor, move }, vendor);
    const driver = duty.driverToken;
    const slip = `/api/trip/${duty.id}/slip`;
    const toll = await t.request(`${slip}/charges/${randomUUID()}`, {
      method: 'PUT',
      token: driver,
      json: { kind: 'toll', amountPaise: 155_50 },
    });
    expect(toll.status, toll.text).toBe(200);
  });
  afterAll(() => t.close());

  const slipPdf = async (acceptLanguage?: string) => {
    const res = await fetch(`${t.url}/api/trip/${duty.id}/slip/pdf`, {
      headers: {
        authorization: `Bearer ${vendor.token}`,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
    });
    expect(res.status).toBe(200);
    const bytes = await res.arrayBuffer();
    const title = (await PDFDocument.load(bytes)).getTitle();
    return { title, text: await pdfText(bytes) };
  };
  const number = () => duty.regId.replace('DUT-', 'DS-');

  it('prints the English of before without an Accept-Language', async () => {
    const { title, text } = await slipPdf();
    expect(title).toBe(`Duty slip ${number()}`);
    for (const word of [
      `Duty slip ${number()}`,
      'Garage to garage',
      'Reported at pickup',
      'Odometer',
      'Charges in all',
      'Driver allowance (batta)',
      "Passenger's confirmation",
      'Toll',
      'Printed',
    ])
      expect(text).toContain(word);
    expect(text).toMatch(/\d h \d\d min/);
  });

  it('prints Kannada for kn, with no English label left', async () => {
    const { title, text } = await slipPdf('kn-IN,kn;q=0.9,en;q=0.8');
    const kn = SLIP_LANGUAGES.kn;
    expect(title).toBe(`ಡ್ಯೂಟಿ ಸ್ಲಿಪ್ ${number()}`);
    for (const word of [
      kn.headings.garageToGarage,
      kn.headings.confirmation,
      kn.columns.odometer,
      kn.points.reported,
      kn.sums.charges,
      kn.chargeKinds.toll,
      kn.people.vendor,
    ])
      expect(hasWord(text, word), word).toBe(true);
    // The time garage to garage in Kannada's units.
    expect(hasWord(text, 'ಗಂ')).toBe(true);
    expect(text).not.toMatch(/\d h \d\d min/);
    const labels = [
      ...Object.values(en.headings),
      ...Object.values(en.people),
      ...Object.values(en.columns),
      ...Object.values(en.points),
      ...Object.values(en.sums),
      ...Object.values(en.chargeKinds),
      'Duty slip',
      'Printed',
      'Not confirmed yet',
    ];
    // The names are data, in whatever language they were written: leave them out.
    const detail = (await t.request(`/api/trip/${duty.id}`, { token: vendor.token })).body;
    const names = [detail.vendor?.name, detail.driver?.name, detail.company?.name];
    const words = names.reduce((rest: string, name) => rest.replaceAll(name ?? '', ''), text);
    for (const label of labels) expect(words).not.toContain(label);
  });

  // Noto Nastaliq Urdu's ڑ (گاڑی, "vehicle") and joins such as بیٹھے once made fontkit throw: a 500.
  it('prints Urdu for ur', async () => {
    const { title, text } = await slipPdf('ur');
    expect(title).toBe(`ڈیوٹی سلپ ${number()}`);
    expect(text).not.toContain('Garage to garage');
    expect(text).not.toContain('Odometer');
    // pdf.js gives Arabic-script runs in the order they are drawn: look for letters of the
    // Urdu words, not for whole phrases.
    expect(text).toMatch(/[\u0600-\u06FF]/);
    // Reading Nastaliq back mixes up some letters drawn as one glyph and a dot (ر and ز, ٹ):
    // words whose letters come back as written.
    for (const word of ['وقت', 'مسافر', 'کل']) expect(hasWord(text, word), word).toBe(true);
  });

  // Noto Sans Telugu's conjuncts (ప్రయాణికుడు, మొత్తం) made fontkit throw too.
  it('prints Telugu for te', async () => {
    const { text } = await slipPdf('te');
    expect(text).not.toContain('Garage to garage');
    for (const word of ['మొత్తం']) expect(hasWord(text, word), word).toBe(true);
  });
});

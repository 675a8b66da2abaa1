import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties } from '../../src/db/schema/index.js';
import { searchWords } from '../../src/modules/duties/search-words.js';
import { insertUser, signIn, uniquePhone } from '../helpers/factories.js';
import {
  bookingInput,
  hoursFromNow,
  insertCompany,
  insertDriver,
  insertVehicle,
  vendorWithToken,
} from '../helpers/duties.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Page {
  items: { id: string; regId: string }[];
  total: number;
  totalExact: boolean;
}

/** A word no other test's duties hold: letters only, so that it is one word. */
const uniqueWord = () =>
  `q${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;

describe('duty search', () => {
  let t: TestApp;
  let admin: string;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    admin = (await signIn(t, await insertUser(t.db, { role: 'admin' }))).accessToken;
    companyId = (await insertCompany(t.db)).id;
  });
  afterAll(() => t.close());

  const book = async (at: number, overrides: Record<string, unknown>, token = admin) => {
    const res = await t.request('/api/trip/create-trip', {
      method: 'POST',
      token,
      json: bookingInput(companyId, {
        scheduledStart: hoursFromNow(at),
        scheduledEnd: hoursFromNow(at + 1),
        ...overrides,
      }),
    });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; regId: string };
  };
  const passengers = (...names: string[]) => names.map((name) => ({ name, phone: uniquePhone() }));
  const list = async (query: string, token = admin): Promise<Page> => {
    const res = await t.request(`/api/trip/trip-list?${query}`, { token });
    const errors = t.logs.filter((line) => line.includes('"level":50'));
    expect(res.status, [res.text, ...errors].join('\n')).toBe(200);
    return res.body;
  };
  const ids = (page: Page) => page.items.map((item) => item.id);
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  it('finds duties by the beginnings of their words, in the order and pages asked for', async () => {
    const surname = uniqueWord();
    const made = [
      await book(900, { passengers: passengers(`Kavita ${surname}`) }),
      // Two words that the search's word begins: the duty is listed once.
      await book(910, {
        passengers: passengers(`Ravi ${surname}`, 'Asha Rao'),
        pickup: { address: `${surname}pur Road, Bengaluru` },
      }),
      await book(920, { pickup: { address: `12 ${surname} Layout, Bengaluru` } }),
      await book(930, { passengers: passengers(`Kavita ${surname}`), serviceType: 'Outstation' }),
      await book(940, { passengers: passengers(`${surname}-Iyer`) }),
    ];
    const all = made.map((duty) => duty.id);
    // Each asked twice: the second time from prepared statements.
    for (let round = 0; round < 2; round++) {
      expect(await list(q(surname))).toMatchObject({ total: 5, totalExact: true });
      expect(ids(await list(q(surname)))).toEqual(all);
      expect(ids(await list(q(surname.slice(0, 4).toUpperCase())))).toEqual(all);
      expect(ids(await list(`${q(surname)}&sort=-scheduledStart`))).toEqual([...all].reverse());
      expect(ids(await list(`${q(surname)}&pageSize=2&page=2`))).toEqual(all.slice(2, 4));
      expect(await list(`${q(surname)}&pageSize=2&page=4`)).toMatchObject({
        items: [],
        total: 5,
      });
    }
    expect((await list(q(surname.slice(1)))).total).toBe(0);
    // Every word must begin a word of the duty, in any of its fields.
    expect(ids(await list(q(`kavi ${surname}`)))).toEqual([all[0], all[3]]);
    expect(ids(await list(`${q(`${surname} kavi`)}&sort=-scheduledStart`))).toEqual([
      all[3],
      all[0],
    ]);
    expect(ids(await list(q(`${surname}pur`)))).toEqual([all[1]]);
    expect(ids(await list(q(`${surname}p ${surname}`)))).toEqual([all[1]]);
    expect(ids(await list(q(`${surname} asha`)))).toEqual([all[1], all[2]]);
    expect(ids(await list(q(`${surname} 12`)))).toEqual([all[2]]);
    expect((await list(q(`${surname} nobodyatall`))).total).toBe(0);
    // With the filters.
    expect(ids(await list(`${q(surname)}&serviceType=Outstation`))).toEqual([all[3]]);
    await t.request(`/api/trip/${all[4]}/cancel`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Not needed' },
    });
    expect(ids(await list(`${q(surname)}&status=Cancelled`))).toEqual([all[4]]);
    const window = `from=${encodeURIComponent(hoursFromNow(910.5))}&to=${encodeURIComponent(hoursFromNow(930.5))}`;
    expect(ids(await list(`${q(surname)}&${window}`))).toEqual(all.slice(1, 4));
    // Narrowed to a company, the search tests each duty's text instead, with the same answers.
    expect(ids(await list(`${q(surname)}&companyId=${companyId}`))).toEqual(all);
    expect(ids(await list(`${q(`kavi ${surname}`)}&companyId=${companyId}`))).toEqual([
      all[0],
      all[3],
    ]);
    expect((await list(`${q(surname.slice(1))}&companyId=${companyId}`)).total).toBe(0);
  });

  it('finds a Raahi ID with or without its leading zeros', async () => {
    const duty = await book(1000, {});
    const number = duty.regId.replace(/^\D+0*/, '');
    for (const text of [duty.regId, duty.regId.toLowerCase(), number]) {
      expect(ids(await list(q(text)))).toContain(duty.id);
      expect(ids(await list(`${q(text)}&companyId=${companyId}`))).toContain(duty.id);
    }
  });

  it('follows edits: a duty is found by its new words and start, not its old ones', async () => {
    const before = uniqueWord();
    const after = uniqueWord();
    const duty = await book(1100, { passengers: passengers(`Meera ${before}`) });
    const later = await book(1120, { passengers: passengers(`Arun ${before}`) });
    const patch = (json: unknown) =>
      t.request(`/api/trip/${duty.id}`, { method: 'PATCH', token: admin, json });
    expect((await patch({ passengers: passengers(`Meera ${after}`) })).status).toBe(200);
    expect(ids(await list(q(before)))).toEqual([later.id]);
    expect(ids(await list(q(after)))).toEqual([duty.id]);
    const moved = await patch({
      passengers: passengers(`Meera ${before}`),
      scheduledStart: hoursFromNow(1130),
      scheduledEnd: hoursFromNow(1131),
    });
    expect(moved.status, moved.text).toBe(200);
    expect(ids(await list(q(before)))).toEqual([later.id, duty.id]);
    expect((await list(q(after))).total).toBe(0);
  });

  it('counts 100 past the first row, and reads a common beginning by testing each duty', async () => {
    const word = uniqueWord();
    const start = Date.parse(hoursFromNow(2000));
    // 130 duties in one insert (the index's trigger takes them all at once); 70 of them hold a
    // word of their own that begins with `word`, more words than the index is read for.
    await t.db.insert(duties).values(
      Array.from({ length: 130 }, (_, i) => ({
        regId: `SRCH-${word}-${i}`,
        companyId,
        serviceType: 'Airport Transport',
        pickupAddress: 'MG Road',
        dropAddress: 'Airport',
        passengers: [{ name: i < 70 ? `${word}${i} Rao` : `Ravi ${word}`, phone: uniquePhone() }],
        passengerCount: 1,
        vehicleCategory: 'Sedan',
        scheduledStart: new Date(start + i * 3_600_000),
        scheduledEnd: new Date(start + (i + 1) * 3_600_000),
      })),
    );
    const first = await list(`${q(word)}&pageSize=50`);
    expect(first).toMatchObject({ total: 100, totalExact: false });
    expect(first.items.map((item) => item.regId)).toEqual(
      Array.from({ length: 50 }, (_, i) => `SRCH-${word}-${i}`),
    );
    const last = await list(`${q(word)}&pageSize=50&page=3`);
    expect(last).toMatchObject({ total: 130, totalExact: true });
    expect(last.items).toHaveLength(30);
    // The words of the first 70 only: one of them, and all of them by their common beginning.
    expect(ids(await list(q(`${word}7`)))).toHaveLength(1);
    expect((await list(`${q(`${word} rao`)}&pageSize=100`)).total).toBe(70);
  });

  it('keeps a vendor to its own duties, whatever it searches for', async () => {
    const word = uniqueWord();
    const A = await vendorWithToken(t);
    const B = await vendorWithToken(t);
    const mine = await book(1200, { vendorId: A.id, passengers: passengers(`Tara ${word}`) });
    await book(1210, { vendorId: B.id, passengers: passengers(`Tara ${word}`) });
    expect(ids(await list(q(word), A.token))).toEqual([mine.id]);
    expect((await list(q(word))).total).toBe(2);
  });

  it('names the same parties on a page from the index as on a listed one', async () => {
    const word = uniqueWord();
    const vendor = await vendorWithToken(t);
    const driver = await insertDriver(t.db, vendor.id);
    const vehicle = await insertVehicle(t.db, vendor.id, { category: 'Sedan' });
    const duty = await book(1300, {
      vendorId: vendor.id,
      driverId: driver.id,
      vehicleId: vehicle.id,
      passengers: passengers(`Nila ${word}`),
    });
    const listed = (await list(`vendorId=${vendor.id}`)).items.find((item) => item.id === duty.id);
    expect(listed).toMatchObject({
      vendor: { id: vendor.id, name: vendor.name },
      driver: { id: driver.id, name: driver.name, regId: driver.regId },
      vehicle: { id: vehicle.id, category: 'Sedan' },
      status: 'Assigned',
    });
    expect((await list(q(word))).items).toEqual([listed]);
  });

  it('leaves a search of punctuation alone unsearched', async () => {
    const everything = await list('pageSize=1');
    expect((await list(`${q(' -- ')}&pageSize=1`)).total).toBe(everything.total);
  });

  it('splits a text into the same words as the database does', async () => {
    const text = `DUT-000123, O'Brien_x\\y "Kavya" [a]{b}~c\`d|e प्रिया 0042`;
    const [{ words }] = (
      await t.db.execute<{ words: string[] }>(
        sql`select words_of_search_text(lower(${text})) as words`,
      )
    ).rows as [{ words: string[] }];
    expect(words).toEqual(expect.arrayContaining(searchWords(text)));
    expect(words).toEqual(expect.arrayContaining(['000123', '0042', 'dut', 'brien']));
  });
});

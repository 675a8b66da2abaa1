import { eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema/index.js';
import { fileForm, PNG } from '../helpers/drivers.js';
import { insertDriver, insertVehicle, vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { blackPng, onePagePdf } from '../helpers/files.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** A photo taken in Bengaluru, as a phone writes it: the place is in its EXIF. */
const photoWithLocation = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 19/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 40/1',
      },
    })
    .toBuffer();

describe('uploads are what they claim to be', () => {
  let t: TestApp;
  let vendor: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorWithToken(t);
  });
  afterAll(() => t.close());

  // Records under review are not yet approved, so any of their slots takes a new file.
  const newDriver = async () =>
    (await insertDriver(t.db, vendor.id, { approvalStatus: 'Staged' })).id;
  const putDriverFile = (driverId: string, slot: string, body: FormData) =>
    t.request(`/api/accounts/drivers/${driverId}/documents/${slot}`, {
      method: 'PUT',
      token: vendor.token,
      body,
    });
  const getDriverFile = (driverId: string, slot: string) =>
    fetch(`${t.url}/api/accounts/drivers/${driverId}/documents/${slot}`, {
      headers: { authorization: `Bearer ${vendor.token}` },
    });
  const storedFor = (ownerId: string) =>
    t.db.select().from(documents).where(eq(documents.ownerId, ownerId));

  it('refuses a JPEG or PDF header followed by a web page, and keeps no file', async () => {
    const driverId = await newDriver();
    const uploadsBefore = await filesUnder(path.join(t.dataDir, 'uploads'));
    const jpeg = await putDriverFile(
      driverId,
      'livePhoto',
      fileForm(Buffer.concat([JPEG_HEADER, HTML]), 'me.jpg', 'image/jpeg'),
    );
    expect(jpeg.status).toBe(415);
    expect(jpeg.body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const pdf = await putDriverFile(
      driverId,
      'policeCertificate',
      fileForm(Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML]), 'x.pdf', 'application/pdf'),
    );
    expect(pdf.status).toBe(415);
    expect(pdf.body.error.message).toMatch(/^Upload a real PDF/);

    // A PDF whose structure holds up but that carries a page inside is refused too.
    const real = onePagePdf().toString('latin1');
    const withPage = real.replace('%PDF-1.4\n', `%PDF-1.4\n%${HTML.toString()}\n`);
    const shifted = withPage.replace(
      /startxref\n\d+/,
      `startxref\n${withPage.indexOf('xref\n0 ')}`,
    );
    const hidden = await putDriverFile(
      driverId,
      'policeCertificate',
      fileForm(Buffer.from(shifted, 'latin1'), 'x.pdf', 'application/pdf'),
    );
    expect(hidden.status).toBe(415);

    expect(await storedFor(driverId)).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, 'uploads'))).toEqual(uploadsBefore);
  });

  it('refuses images and PDFs that are cut off', async () => {
    const driverId = await newDriver();
    const photo = await photoWithLocation();
    const image = await putDriverFile(
      driverId,
      'livePhoto',
      fileForm(photo.subarray(0, Math.floor(photo.length / 2)), 'me.jpg', 'image/jpeg'),
    );
    expect(image.status).toBe(415);
    expect(image.body.error.message).toMatch(/could not be read/);
    const pdf = onePagePdf();
    const cutPdf = await putDriverFile(
      driverId,
      'policeCertificate',
      fileForm(pdf.subarray(0, pdf.length - 40), 'x.pdf', 'application/pdf'),
    );
    expect(cutPdf.status).toBe(415);
    expect(await storedFor(driverId)).toEqual([]);
  });

  it('refuses a 20000 × 20000 PNG from its header, without decoding it', async () => {
    const driverId = await newDriver();
    const bomb = blackPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    const res = await putDriverFile(driverId, 'livePhoto', fileForm(bomb, 'x.png', 'image/png'));
    clearInterval(sampler);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/20000 × 20000 pixels/);
    // Decoded, its 400 million pixels would take 400 MB at the least.
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    expect(await storedFor(driverId)).toEqual([]);
  });

  it('keeps a photo re-encoded, without its EXIF location or anything after its end', async () => {
    const photo = await photoWithLocation();
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(100);
    const withPage = Buffer.concat([photo, HTML]);

    const driverId = await newDriver();
    expect(
      (await putDriverFile(driverId, 'livePhoto', fileForm(withPage, 'me.jpg', 'image/jpeg')))
        .status,
    ).toBe(200);
    const served = Buffer.from(await (await getDriverFile(driverId, 'livePhoto')).arrayBuffer());
    const [row] = await storedFor(driverId);
    expect(row!.size).toBe(served.length);

    const vehicle = await insertVehicle(t.db, vendor.id, { approvalStatus: 'Staged' });
    expect(
      (
        await t.request(`/api/records/vehicles/${vehicle.id}/documents/frontImage`, {
          method: 'PUT',
          token: vendor.token,
          body: fileForm(withPage, 'front.jpg', 'image/jpeg'),
        })
      ).status,
    ).toBe(200);
    const vehiclePhoto = await fetch(
      `${t.url}/api/records/vehicles/${vehicle.id}/documents/frontImage`,
      {
        headers: { authorization: `Bearer ${vendor.token}` },
      },
    );

    const user = await insertUser(t.db, { role: 'vendor' });
    const { accessToken } = await signIn(t, user);
    const form = new FormData();
    form.append('pic', new Blob([new Uint8Array(withPage)], { type: 'image/jpeg' }), 'me.jpg');
    const up = await t.request('/api/profile/pic', {
      method: 'PUT',
      token: accessToken,
      body: form,
    });
    expect(up.status).toBe(200);
    const profilePhoto = await fetch(t.url + up.body.pic, {
      headers: { authorization: `Bearer ${accessToken}` },
    });

    for (const kept of [
      served,
      Buffer.from(await vehiclePhoto.arrayBuffer()),
      Buffer.from(await profilePhoto.arrayBuffer()),
    ]) {
      const metadata = await sharp(kept).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
      expect(metadata.exif).toBeUndefined();
      expect(kept.includes('Exif')).toBe(false);
      expect(kept.includes('<script>')).toBe(false);
    }
  });

  it('takes one file per request: a second file is refused, not dropped', async () => {
    const driverId = await newDriver();
    const two = fileForm(PNG, 'a.png', 'image/png');
    two.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
    const res = await putDriverFile(driverId, 'livePhoto', two);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message: 'Send one file per request' });

    const fifty = new FormData();
    for (let i = 0; i < 50; i += 1)
      fifty.append(
        i % 2 ? 'other' : 'file',
        new Blob([new Uint8Array(PNG)], { type: 'image/png' }),
        `${i}.png`,
      );
    expect((await putDriverFile(driverId, 'livePhoto', fifty)).status).toBe(400);
    expect(await storedFor(driverId)).toEqual([]);
  });

  it('answers 415 to an upload that is not multipart', async () => {
    const driverId = await newDriver();
    const vehicle = await insertVehicle(t.db, vendor.id, { approvalStatus: 'Staged' });
    for (const url of [
      `/api/accounts/drivers/${driverId}/documents/livePhoto`,
      `/api/records/vehicles/${vehicle.id}/documents/frontImage`,
      '/api/profile/pic',
    ]) {
      const res = await t.request(url, { method: 'PUT', token: vendor.token, json: { file: 'x' } });
      expect(res.status).toBe(415);
      expect(res.body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await storedFor(driverId)).toEqual([]);
  });

  it('serves files so that no browser runs them: stored type, no sniffing, a sandbox, a name', async () => {
    const driverId = await newDriver();
    await putDriverFile(driverId, 'livePhoto', fileForm(PNG, 'me.png', 'image/png'));
    const pdf = onePagePdf();
    // Declared as an image: the type served is the one the bytes are.
    expect(
      (await putDriverFile(driverId, 'policeCertificate', fileForm(pdf, 'x.png', 'image/png')))
        .status,
    ).toBe(200);

    const image = await getDriverFile(driverId, 'livePhoto');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe('inline; filename="livePhoto.png"');
    const document = await getDriverFile(driverId, 'policeCertificate');
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(document.headers.get('content-disposition')).toBe(
      'attachment; filename="policeCertificate.pdf"',
    );
    expect(Buffer.from(await document.arrayBuffer()).equals(pdf)).toBe(true);
    const thumbnail = await fetch(
      `${t.url}/api/accounts/drivers/${driverId}/documents/livePhoto?thumbnail=true`,
      { headers: { authorization: `Bearer ${vendor.token}` } },
    );
    for (const res of [image, document, thumbnail]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      if (!res.bodyUsed) await res.arrayBuffer();
    }
  });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => path.extname(entry)).sort();
}

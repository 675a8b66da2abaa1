import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportUrl, reportWorld } from '../helpers/report-fixtures.js';
import { pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type World = Awaited<ReturnType<typeof reportWorld>>;

/** RFC 4180: quoted fields may hold commas (Indian grouping) and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n')) cell += c;
    else {
      row.push(cell.replace(/\r$/, ''));
      cell = '';
      if (c === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  return rows;
}

/** Issue 30: the reports' files, read back and checked against the API's totals. */
describe('report exports', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    w = await reportWorld(t);
  });
  afterAll(() => t.close());

  const download = async (
    token: string,
    kind: string,
    query: Record<string, string>,
    language?: string,
  ) => {
    const response = await fetch(t.url + reportUrl(`${kind}/export`, query), {
      headers: {
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
    });
    return response;
  };
  const workbookOf = async (response: Response) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return workbook.worksheets[0]!;
  };

  it('writes CSV in Indian formats with the API’s totals', async () => {
    const api = (await t.request(reportUrl('duties', { groupBy: 'duty' }), { token: w.admin }))
      .body;
    const response = await download(w.admin, 'duties', { format: 'csv', groupBy: 'duty' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(
      'raahi-duties-2026-10-01-to-2026-10-31.csv',
    );
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(api.columns.map((c: { label: string }) => c.label));
    expect(rows).toHaveLength(1 + api.total + 1);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    const km = api.columns.findIndex((c: { key: string }) => c.key === 'km');
    expect(total[km]).toBe(String(api.totals.km));
    expect(rows.slice(1, -1).map((r) => r[1])).toContain('05/10/2026');
  });

  it('writes XLSX that exceljs reads back with numbers, dates and totals', async () => {
    const api = (await t.request(reportUrl('duties'), { token: w.admin })).body;
    const response = await download(w.admin, 'duties', { format: 'xlsx' });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(2)).toEqual(api.columns.map((c: { label: string }) => c.label));
    expect(sheet.getCell('A3').value).toEqual(new Date('2026-10-05T00:00:00Z'));
    expect(sheet.getCell('A3').numFmt).toBe('dd/mm/yyyy');
    const last = values(sheet.rowCount);
    expect(last).toEqual(['Total', 6, 3, 1, 1, 165, 4]);
    // Lakh and crore grouping (exceljs's reader drops the format's backslashes).
    expect(sheet.getCell(`F${sheet.rowCount}`).numFmt).toContain('[>=100000]');
  });

  it('writes a PDF whose text carries the rows and totals', async () => {
    const response = await download(w.admin, 'driver-performance', { format: 'pdf' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Driver performance');
    expect(text).toContain('01/10/2026 to 31/10/2026');
    expect(text).toContain(w.driverA.name);
    expect(text).toMatch(/Total\s+5\s+3\s+165\s+4\.0\s+66\.7%/);
  });

  it('never puts another vendor’s rows in a vendor’s files, whatever ids it sends', async () => {
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const response = await download(w.A.token, 'duties', {
        format,
        groupBy: 'vendor',
        vendorId: w.B.id,
      });
      expect(response.status).toBe(200);
      const bytes = await response.arrayBuffer();
      const text =
        format === 'pdf'
          ? await pdfText(bytes)
          : format === 'csv'
            ? new TextDecoder().decode(bytes)
            : await (async () => {
                const workbook = new ExcelJS.Workbook();
                await workbook.xlsx.load(bytes);
                const cells: string[] = [];
                workbook.worksheets[0]!.eachRow((row) => cells.push(JSON.stringify(row.values)));
                return cells.join('\n');
              })();
      expect(text, format).toContain(w.A.name);
      expect(text, format).not.toContain(w.B.name);
    }
  });

  it('refuses a bad format or filter before any file starts', async () => {
    const bad = await download(w.admin, 'duties', { format: 'docx' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
    const driver = await download(w.driverAToken, 'compliance', { format: 'csv' });
    expect(driver.status).toBe(403);
  });

  // Issue 32: a file is written in the language its reader's screens are in.
  describe('in the reader’s language', () => {
    it('writes CSV with a byte-order mark and Hindi headings, statuses and service types', async () => {
      const response = await download(
        w.admin,
        'duties',
        { format: 'csv', groupBy: 'duty' },
        'hi-IN,hi;q=0.9,en;q=0.8',
      );
      expect(response.status).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
      expect(rows[0]).toEqual([
        'ड्यूटी',
        'तारीख़',
        'कंपनी',
        'वेंडर',
        'सेवा का प्रकार',
        'स्थिति',
        'ड्राइवर',
        'गाड़ी',
        'ड्यूटी',
        'पूरी हुई',
        'रद्द',
        'यात्री नहीं आया',
        'किमी',
        'घंटे',
      ]);
      const statuses = new Set(rows.slice(1, -1).map((r) => r[5]));
      expect(statuses).toContain('पूरी हुई');
      expect(statuses).toContain('रद्द');
      expect(statuses).not.toContain('Completed');
      expect(rows.slice(1, -1).map((r) => r[4])).toContain('एयरपोर्ट ट्रांसपोर्ट');
      // Names and dates are data: as they are stored and as every language writes them.
      expect(rows.slice(1, -1).map((r) => r[6])).toContain(w.driverA.name);
      expect(rows.slice(1, -1).map((r) => r[1])).toContain('05/10/2026');
      expect(rows.at(-1)![0]).toBe('कुल');
    });

    it('names a Tamil sheet and its headings in Tamil', async () => {
      const response = await download(w.admin, 'duties', { format: 'xlsx' }, 'ta');
      const sheet = await workbookOf(response);
      expect(sheet.name).toBe('டியூட்டிகள்');
      expect(sheet.getCell('A1').value).toMatch(
        /^டியூட்டிகள்: 01\/10\/2026 முதல் 31\/10\/2026 வரை\. /,
      );
      expect((sheet.getRow(2).values as unknown[]).slice(1, 4)).toEqual([
        'தேதி',
        'டியூட்டிகள்',
        'முடிந்தவை',
      ]);
      expect(sheet.getCell(`A${sheet.rowCount}`).value).toBe('மொத்தம்');
      expect(sheet.views?.[0]?.rightToLeft ?? false).toBe(false);
    });

    it('writes an Urdu sheet right to left', async () => {
      const sheet = await workbookOf(await download(w.admin, 'duties', { format: 'xlsx' }, 'ur'));
      expect(sheet.views[0]?.rightToLeft).toBe(true);
      expect(sheet.getCell(`A${sheet.rowCount}`).value).toBe('کل');
    });

    it('writes a Kannada PDF', async () => {
      const response = await download(w.admin, 'driver-performance', { format: 'pdf' }, 'kn');
      expect(response.status).toBe(200);
      const text = await pdfText(await response.arrayBuffer());
      // pdf.js gives a conjunct's glyphs in drawing order (ಒಟ್ಟು reads back as ಒಟು್ಟ): the
      // words checked here have none.
      expect(text).toMatch(/01\/10\/2026\s+ಇಂದ\s+31\/10\/2026\s+ವರೆಗೆ/);
      expect(text).toContain('ಚಾಲಕರ');
      expect(text).toContain('ಗಂಟೆಗಳು');
      expect(text).toMatch(/\s5\s+3\s+165\s+4\.0\s+66\.7%/);
      expect(text).toContain(w.driverA.name);
      expect(text).not.toContain('Driver performance');
      expect(text).not.toMatch(/\bTotal\b/);
    });

    it('writes an Urdu PDF whole, with its figures as in every language', async () => {
      const response = await download(w.admin, 'duties', { format: 'pdf' }, 'ur');
      expect(response.status).toBe(200);
      const text = await pdfText(await response.arrayBuffer());
      expect(text).toMatch(/05\/10\/2026\s+2\s+2\s+0\s+0\s+140\s+3\.0/);
      expect(text).toMatch(/\s6\s+3\s+1\s+1\s+165\s+4\.0/);
      expect(text).not.toMatch(/\bTotal\b|\bDuties\b|\bMade\b/);
    });

    it('stays English without a header, or with none of Raahi’s languages', async () => {
      for (const language of [undefined, 'fr-FR, de;q=0.5']) {
        const rows = parseCsv(
          (await (await download(w.admin, 'duties', { format: 'csv' }, language)).text()).replace(
            /^\uFEFF/,
            '',
          ),
        );
        expect(rows[0]!.slice(0, 3)).toEqual(['Day', 'Duties', 'Completed']);
        expect(rows.at(-1)![0]).toBe('Total');
      }
    });
  });
});

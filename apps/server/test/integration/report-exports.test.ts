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

  const download = async (token: string, kind: string, query: Record<string, string>) => {
    const response = await fetch(t.url + reportUrl(`${kind}/export`, query), {
      headers: { authorization: `Bearer ${token}` },
    });
    return response;
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
});

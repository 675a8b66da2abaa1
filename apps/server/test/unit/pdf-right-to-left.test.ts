import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { startPdfDocument } from '../../src/core/pdf-document.js';
import { breakIntoLines, isolateFigures, visualLines } from '../../src/core/pdf-right-to-left.js';

const slices = (text: string, width: number) =>
  breakIntoLines(text, (slice) => slice.length <= width).map((l) => text.slice(l.start, l.end));
const visual = (text: string) => visualLines(text, [{ start: 0, end: text.length }])[0];

/** Each text item of a PDF's first page with its left edge and baseline (pdf.js positions). */
async function textItems(bytes: Buffer) {
  const pdf = await getDocument({ data: Uint8Array.from(bytes), useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
      : [],
  );
}

describe('right-to-left (Urdu) text in the PDFs', () => {
  it('breaks a paragraph into lines in reading order, a too-long word cut', () => {
    expect(slices('ڈیوٹی سلپ گاڑی ڈرائیور کل رقم', 12)).toEqual([
      'ڈیوٹی سلپ',
      'گاڑی ڈرائیور',
      'کل رقم',
    ]);
    expect(slices('ab abcdefgh c', 4)).toEqual(['ab', 'abcd', 'efgh', 'c']);
    expect(slices('', 10)).toEqual(['']);
  });

  it('puts a mixed line in visual order: Urdu right to left, figures and Latin inside', () => {
    // Visual order, left to right: the first Urdu word read is the rightmost.
    expect(visual('ڈیوٹی سلپ DS-2026-0042')).toBe('DS-2026-0042 پلس یٹویڈ');
    expect(visual(isolateFigures('₹1,250.00 کل'))).toBe('لک ₹1,250.00');
    expect(visual(isolateFigures('کل رقم ₹1,330.00 ہے'))).toBe('ےہ ₹1,330.00 مقر لک');
    expect(visual(isolateFigures('فون (+91 98450 12345)'))).toBe('(+91 98450 12345) نوف');
    // No Urdu letter: the line keeps its own order.
    expect(visual(isolateFigures('+91 98450 12345'))).toBe('+91 98450 12345');
    // A word with digits is not cut into figures.
    expect(isolateFigures('گاڑی KA01AB1234 DS-2026-0042')).toBe('گاڑی KA01AB1234 DS-2026-0042');
  });

  it('mirrors a row and keeps a wrapped paragraph in reading order', async () => {
    const { doc, done, row, width } = startPdfDocument('Urdu', { direction: 'rtl' });
    row(['ڈرائیور', 'KA01AB1234', '₹1,250.00'], [0.5, 0.3, 0.2]);
    doc.moveDown();
    const afterRow = doc.y;
    // Latin words mark the paragraph's first and last words (pdf.js gives Nastaliq in pieces).
    doc.text('FIRST گاڑی ڈرائیور کل رقم چارجز گیراج سے نکلے مسافر سوار ہوا LAST', {
      width: width / 4,
    });
    expect(doc.y).toBeGreaterThan(afterRow + 40); // wrapped, and doc.y is under it
    doc.end();
    const items = await textItems(await done);
    const at = (text: string) => items.find((item) => item.text.includes(text))!;
    const onLineOf = (text: string) => items.filter((i) => Math.abs(i.y - at(text).y) < 5);

    // The first cell at the right, the last (the figure) at the left edge.
    const { left, right } = doc.page.margins;
    const row1 = onLineOf('KA01AB1234');
    const urduCell = row1.filter((i) => i.x > at('KA01AB1234').x);
    expect(urduCell.length).toBeGreaterThan(0);
    expect(Math.max(...urduCell.map((i) => i.x))).toBeLessThan(doc.page.width - right);
    expect(Math.min(...urduCell.map((i) => i.x))).toBeGreaterThan(doc.page.width / 2);
    expect(at('KA01AB1234').x).toBeGreaterThan(at('₹1,250.00').x);
    // Mirrored box: the row's 4 pt gutter is now at the cell's left.
    expect(at('₹1,250.00').x).toBeLessThan(left + 5);
    // Cells of a row share a baseline.
    expect(at('₹1,250.00').y).toBe(at('KA01AB1234').y);

    // The paragraph's first word on its first line (pdf.js's y grows upwards) at the line's
    // right end, its last word two lines or more below.
    expect(at('FIRST').y).toBeGreaterThan(at('LAST').y + 20);
    expect(at('FIRST').y).toBeLessThan(at('KA01AB1234').y);
    for (const item of onLineOf('FIRST')) expect(item.x).toBeLessThanOrEqual(at('FIRST').x);
    expect(at('FIRST').x).toBeGreaterThan(doc.page.width / 2);
  }, 20_000);
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The PDF's standard fonts have no rupee sign (U+20B9): DejaVu Sans has, and is embedded (only
// the glyphs used). It does not shape Indic scripts, so the documents' labels are English.
// Read once, on the first document.
const require = createRequire(import.meta.url);
let fonts: { body: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= {
    body: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

/** Registers DejaVu Sans as the fonts 'body' and 'bold' of a document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('body', fontFiles().body);
  doc.registerFont('bold', fontFiles().bold);
}

/**
 * An A4 portrait document collected into a Buffer (`done`, once `doc.end()` is called), with
 * the fonts registered and a table row writer: cells side by side at fractions of the width,
 * the last one right-aligned in a row of more than two, a new page when the row would not fit.
 */
export function startPdfDocument(title: string, options: { margin?: number } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin ?? 36,
    info: { Title: title, Creator: 'Raahi' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerPdfFonts(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (
    cells: string[],
    widths: number[],
    options: { bold?: boolean; size?: number } = {},
  ) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(options.bold ? 'bold' : 'body').fontSize(options.size ?? 8.5);
    cells.forEach((cell, i) => {
      const w = width * widths[i]!;
      const align = i === cells.length - 1 && cells.length > 2 ? 'right' : 'left';
      doc.text(cell, x, y, { width: w - 4, align });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = left;
    doc.y = bottom + 2;
  };
  return { doc, done, left, width, row };
}

export type PdfDocument = ReturnType<typeof startPdfDocument>;

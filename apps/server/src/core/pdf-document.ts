import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { needsScriptFonts, scriptFontName, scriptRuns, type PdfWeight } from './pdf-scripts.js';

// The PDF's standard fonts have no rupee sign (U+20B9): DejaVu Sans has, and is embedded (only
// the glyphs used). Letters of Indian scripts and Urdu are drawn in their Noto fonts
// (pdf-scripts.ts). Read once, on the first document.
const require = createRequire(import.meta.url);
let fonts: { body: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= {
    body: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

/**
 * Registers DejaVu Sans as the fonts 'body' and 'bold' of a document, and has its `text` draw
 * letters of Indian scripts and Urdu in their own fonts.
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('body', fontFiles().body);
  doc.registerFont('bold', fontFiles().bold);
  drawScriptsInTheirFonts(doc);
}

/**
 * A string with letters DejaVu Sans lacks (a driver's name in Kannada, a company's in Hindi) is
 * drawn run by run with pdfkit's continued text, each run in its script's Noto font of the
 * weight in use ('body' or 'bold'), and that weight's font is set again after. Any other string
 * is drawn exactly as before, so the documents' callers keep calling `doc.text`.
 */
function drawScriptsInTheirFonts(doc: PDFKit.PDFDocument): void {
  const setFont = doc.font.bind(doc);
  const drawText = doc.text.bind(doc) as (text: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  const registered = new Set<string>();
  let weight: PdfWeight = 'body';
  doc.font = (name: string, ...rest: unknown[]) => {
    if (name === 'body' || name === 'bold') weight = name;
    return (setFont as (...args: unknown[]) => PDFKit.PDFDocument)(name, ...rest);
  };
  doc.text = (text: string, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !needsScriptFonts(text)) return drawText(text, ...rest);
    // pdfkit's two forms: (text, x, y, options) and (text, options).
    const at = typeof rest[0] === 'object' ? [] : rest.slice(0, 2);
    const options = ((typeof rest[0] === 'object' ? rest[0] : rest[2]) ??
      {}) as PDFKit.Mixins.TextOptions;
    const runs = scriptRuns(text);
    runs.forEach((run, i) => {
      setFont(run.script ? scriptFontName(doc, run.script, weight, registered) : weight);
      const continued = i < runs.length - 1 || Boolean(options.continued);
      drawText(run.text, ...(i === 0 ? at : []), { ...options, continued });
    });
    return setFont(weight);
  };
}

/**
 * An A4 portrait document collected into a Buffer (`done`, once `doc.end()` is called), with
 * the fonts registered and a table row writer: cells side by side at fractions of the width,
 * the last one right-aligned in a row of more than two, a new page when the row would not fit.
 */
export function startPdfDocument(
  title: string,
  options: { margin?: number; direction?: 'ltr' | 'rtl' } = {},
) {
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

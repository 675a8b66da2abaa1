import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { setRightToLeft, type Typesetter } from './pdf-right-to-left.js';
import {
  needsScriptFonts,
  scriptFontName,
  scriptRuns,
  type PdfWeight,
  type ScriptName,
} from './pdf-scripts.js';

export type PdfDirection = 'ltr' | 'rtl';

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
 * letters of Indian scripts and Urdu in their own fonts; in a right-to-left document (Urdu)
 * every `text` is laid out right to left (pdf-right-to-left.ts).
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument, direction: PdfDirection = 'ltr'): void {
  doc.registerFont('body', fontFiles().body);
  doc.registerFont('bold', fontFiles().bold);
  drawScriptsInTheirFonts(doc, direction);
}

/**
 * A string with letters DejaVu Sans lacks (a driver's name in Kannada, a company's in Hindi) is
 * drawn run by run with pdfkit's continued text, each run in its script's Noto font of the
 * weight in use ('body' or 'bold'), and that weight's font is set again after. Any other string
 * is drawn exactly as before, so the documents' callers keep calling `doc.text`.
 */
function drawScriptsInTheirFonts(doc: PDFKit.PDFDocument, direction: PdfDirection): void {
  const setFont = doc.font.bind(doc);
  const drawText = doc.text.bind(doc) as (text: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  const registered = new Set<string>();
  let weight: PdfWeight = 'body';
  doc.font = (name: string, ...rest: unknown[]) => {
    if (name === 'body' || name === 'bold') weight = name;
    return (setFont as (...args: unknown[]) => PDFKit.PDFDocument)(name, ...rest);
  };
  const fontOf = (script: ScriptName | null) =>
    script ? scriptFontName(doc, script, weight, registered) : weight;
  doc.text = (text: string, ...rest: unknown[]) => {
    // pdfkit's two forms: (text, x, y, options) and (text, options).
    const at = (typeof rest[0] === 'object' ? [] : rest.slice(0, 2)) as (number | undefined)[];
    const options = ((typeof rest[0] === 'object' ? rest[0] : rest[2]) ??
      {}) as PDFKit.Mixins.TextOptions;
    if (direction === 'rtl') {
      drawRightToLeft(doc, String(text), at, options, fontOf, drawText);
      return setFont(weight);
    }
    if (typeof text !== 'string' || !needsScriptFonts(text)) return drawText(text, ...rest);
    const runs = scriptRuns(text);
    runs.forEach((run, i) => {
      setFont(fontOf(run.script));
      const continued = i < runs.length - 1 || Boolean(options.continued);
      drawText(run.text, ...(i === 0 ? at : []), { ...options, continued });
    });
    return setFont(weight);
  };
}

/** pdfkit's state the right-to-left setter reads: the font in use and the document's gap. */
type PdfInternals = { _font: { ascender: number }; _fontSize: number; _lineGap?: number };

/**
 * `doc.text` of a right-to-left document: the caller's box and options as pdfkit reads them,
 * set by pdf-right-to-left.ts, and `doc.x`/`doc.y` left where pdfkit would leave them (x the
 * caller's, y under the last line) so rows' bottoms and moveDown work as in left to right.
 */
function drawRightToLeft(
  doc: PDFKit.PDFDocument,
  text: string,
  at: (number | undefined)[],
  options: PDFKit.Mixins.TextOptions,
  fontOf: (script: ScriptName | null) => string,
  drawText: (text: string, ...rest: unknown[]) => PDFKit.PDFDocument,
): void {
  const x = at[0] ?? doc.x;
  const y = at[1] ?? doc.y;
  const state = doc as unknown as PdfInternals;
  const set: Typesetter = {
    width: (part, script) => doc.font(fontOf(script)).widthOfString(part),
    metrics: (script) => {
      doc.font(fontOf(script));
      const ascent = (state._font.ascender / 1000) * state._fontSize;
      return { height: doc.currentLineHeight(true), ascent };
    },
    draw: (part, script, left, baseline) => {
      doc.font(fontOf(script));
      drawText(part, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
    },
  };
  const { margins } = doc.page;
  doc.y = setRightToLeft(
    set,
    text,
    {
      x,
      y,
      width: options.width ?? doc.page.width - x - margins.right,
      align: options.align,
      lineGap: options.lineGap ?? state._lineGap ?? 0,
      clipAt: options.height === undefined ? undefined : y + options.height,
      lineBreak: options.lineBreak !== false,
      ellipsis: Boolean(options.ellipsis),
    },
    {
      width: doc.page.width,
      bottom: doc.page.height - margins.bottom,
      newPage: () => doc.addPage().y,
    },
  );
  doc.x = x;
}

/**
 * An A4 portrait document collected into a Buffer (`done`, once `doc.end()` is called), with
 * the fonts registered and a table row writer: cells side by side at fractions of the width,
 * the last one right-aligned in a row of more than two, a new page when the row would not fit.
 * In a right-to-left document (`direction: 'rtl'`, Urdu) the page is mirrored: the first cell
 * at the right edge and the next ones leftwards, cells right-aligned and the last of more than
 * two (the figures) left-aligned, headings and paragraphs right-aligned; `mirror` gives the
 * left edge of a box a caller draws itself (a line, an image) so it lands where the text does.
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
  const direction = options.direction ?? 'ltr';
  registerPdfFonts(doc, direction);
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
      // Right to left, doc.text mirrors both the box and the align (pdf-right-to-left.ts).
      const align = i === cells.length - 1 && cells.length > 2 ? 'right' : 'left';
      doc.text(cell, x, y, { width: w - 4, align });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = left;
    doc.y = bottom + 2;
  };
  const mirror = (x: number, boxWidth: number) =>
    direction === 'rtl' ? doc.page.width - x - boxWidth : x;
  return { doc, done, left, width, row, direction, mirror };
}

export type PdfDocument = ReturnType<typeof startPdfDocument>;

import bidiFactory from 'bidi-js';
import { runsOfOneScript, visualWordRuns, type ScriptName, type ScriptRun } from './pdf-scripts.js';

/**
 * Text of a right-to-left document (Urdu). pdfkit knows no direction: it wraps a paragraph into
 * lines and sets each line's words left to right. So for 'rtl' the documents' `doc.text` comes
 * here instead: the paragraph is broken into lines in reading (logical) order, each line is put
 * in visual order by the Unicode bidi algorithm (bidi-js) and drawn word by word, right-aligned,
 * without pdfkit wrapping it again.
 *
 * Callers keep speaking left-to-right page coordinates: a box (x, width) is mirrored about the
 * page's middle, and an `align` they give is mirrored ('left' → 'right'; 'justify' → 'right',
 * the start of the line), no `align` meaning the start of the line: the right. So a row of cells
 * from x = left rightwards is drawn from the right edge leftwards.
 */
const bidi = bidiFactory();

/** Letters that make a paragraph right to left (Urdu's Arabic script, Hebrew's block). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
/** Bidi controls (isolates, marks): they steer the order and have no glyph to draw. */
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/**
 * A figure standing alone (₹1,330.00, +91 98450 12345, 12/06/2026 08:30), not part of a word
 * like KA01AB1234 or DS-2026-0042.
 */
const FIGURE =
  /(?<![\p{L}\p{N}\-/.,:])[₹+]?\d(?:[\d,.:/]*\d)?(?: \d(?:[\d,.:/]*\d)?)*(?![\p{L}\p{N}\-/])/gu;

/**
 * Figures in an Urdu paragraph put in left-to-right isolates (U+2066 … U+2069, as the web's
 * `<bdi>`): by the bare algorithm a number after an Urdu letter is an "Arabic number", so the
 * rupee sign would move to the number's right and a phone number's groups would swap places.
 */
export const isolateFigures = (paragraph: string) =>
  RIGHT_TO_LEFT.test(paragraph) ? paragraph.replace(FIGURE, '\u2066$&\u2069') : paragraph;

/** A line of a paragraph: `paragraph.slice(start, end)`, in logical order. */
export type LineRange = { start: number; end: number };

/**
 * A paragraph broken into lines in reading order: as many words as `fits` a line (width of a
 * slice ≤ the box), a word wider than the box alone cut where it stops fitting. The spaces at a
 * break belong to no line.
 */
export function breakIntoLines(paragraph: string, fits: (text: string) => boolean): LineRange[] {
  const lines: LineRange[] = [];
  let start = 0;
  let end = -1; // the end of the last word that fitted on the line being filled
  const words = [...paragraph.matchAll(/[^ ]+/g)];
  for (const word of words) {
    let from = word.index;
    const to = from + word[0].length;
    if (end >= 0 && fits(paragraph.slice(start, to))) {
      end = to;
      continue;
    }
    if (end >= 0) lines.push({ start, end });
    start = from;
    // A word wider than the box: its longest head that fits (one letter at least), line by line.
    while (!fits(paragraph.slice(from, to))) {
      let cut = from + 1;
      while (cut < to && fits(paragraph.slice(from, cut + 1))) cut++;
      lines.push({ start: from, end: cut });
      from = cut;
      start = cut;
    }
    end = to;
  }
  if (end >= 0) lines.push({ start, end });
  return lines.length > 0 ? lines : [{ start: 0, end: 0 }];
}

/**
 * Lines of `paragraph` in visual order, left to right, by the Unicode bidi algorithm: base
 * direction right to left when the paragraph has an Urdu letter, else left to right (a phone
 * number or an ID alone in a cell keeps its order, as `dir="auto"` would). Urdu runs read right
 * to left, numbers and Latin runs left to right inside them, brackets mirrored.
 */
export function visualLines(paragraph: string, lines: LineRange[]): string[] {
  const levels = bidi.getEmbeddingLevels(paragraph, RIGHT_TO_LEFT.test(paragraph) ? 'rtl' : 'ltr');
  return lines.map(({ start, end }) => {
    if (end <= start) return '';
    // bidi-js reorders the line's span in place and returns every index of the paragraph.
    const order = bidi.getReorderedIndices(paragraph, levels, start, end - 1).slice(start, end);
    return order
      .map((i) => {
        const char = paragraph[i]!;
        return (levels.levels[i]! & 1 ? bidi.getMirroredCharacter(char) : null) ?? char;
      })
      .join('')
      .replace(CONTROLS, '');
  });
}

/** What the right-to-left setter needs of a pdfkit document, at its current size and weight. */
export interface Typesetter {
  width(text: string, script: ScriptName | null): number;
  /** The font's line height (gap included) and ascent. */
  metrics(script: ScriptName | null): { height: number; ascent: number };
  draw(text: string, script: ScriptName | null, x: number, baseline: number): void;
}

export type RightToLeftBox = {
  x: number;
  y: number;
  width: number;
  align?: string;
  lineGap: number;
  /** Lines below this are not drawn (pdfkit's `height`). */
  clipAt?: number;
  lineBreak: boolean;
  ellipsis: boolean;
};

/** The width of words (each as its runs, in their scripts' fonts) and the spaces between them. */
const wordsWidth = (set: Typesetter, words: ScriptRun[][]) =>
  words.reduce(
    (sum, runs, i) =>
      sum +
      (i > 0 ? set.width(' ', null) : 0) +
      runs.reduce((width, run) => width + set.width(run.text, run.script), 0),
    0,
  );

/** A slice of a paragraph in reading order fits the box when its words do, word by word. */
const logicalWidth = (set: Typesetter, slice: string) =>
  wordsWidth(
    set,
    slice.split(' ').map((word) => runsOfOneScript(word.replace(CONTROLS, ''))),
  );

/**
 * Draws `text` in the box mirrored from the caller's (x, width) and returns the y under its last
 * line; a line that would cross `page.bottom` goes to a new page, as pdfkit's own wrapping does.
 */
export function setRightToLeft(
  set: Typesetter,
  text: string,
  box: RightToLeftBox,
  page: { width: number; bottom: number; newPage: () => number },
): number {
  const boxLeft = page.width - box.x - box.width;
  const align = box.align === 'left' ? 'right' : box.align === 'right' ? 'left' : box.align;
  let y = box.y;
  for (let paragraph of text.split('\n').map(isolateFigures)) {
    const fits = (slice: string) => logicalWidth(set, slice) <= box.width + 1e-6;
    if (!box.lineBreak && box.ellipsis && !fits(paragraph)) {
      while (paragraph.length > 0 && !fits(`${paragraph}…`)) paragraph = paragraph.slice(0, -1);
      paragraph += '…';
    }
    const ranges = box.lineBreak
      ? breakIntoLines(paragraph, fits)
      : [{ start: 0, end: paragraph.length }];
    for (const line of visualLines(paragraph, ranges)) {
      const words = line.split(' ').map((word) => visualWordRuns(word));
      // Every line as tall as Nastaliq's, so the cells of a row share a baseline.
      const scripts = [null, 'arabic' as const, ...words.flat().map((run) => run.script)];
      const height = Math.max(...scripts.map((s) => set.metrics(s).height));
      const ascent = Math.max(...scripts.map((s) => set.metrics(s).ascent));
      // The first line is always drawn (a table cell's one line, Nastaliq being tall).
      if (box.clipAt !== undefined && y > box.y && y + height > box.clipAt) return y;
      if (box.clipAt === undefined && y + height > page.bottom) y = page.newPage();
      const width = wordsWidth(set, words);
      let x =
        align === 'left'
          ? boxLeft
          : align === 'center'
            ? boxLeft + (box.width - width) / 2
            : boxLeft + box.width - width;
      words.forEach((runs, i) => {
        if (i > 0) x += set.width(' ', null);
        for (const run of runs) {
          set.draw(run.text, run.script, x, y + ascent);
          x += set.width(run.text, run.script);
        }
      });
      y += height + box.lineGap;
    }
  }
  return y;
}

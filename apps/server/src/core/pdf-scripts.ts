import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Indian scripts of Raahi's languages and Urdu's, each with the font that draws it: the
 * web's self-hosted Noto fonts (@fontsource, the script's subset), and for Malayalam SMC's
 * Manjari, because fontkit 2.0.4 fails on Noto Sans Malayalam's visible virama (a mark anchor it
 * reads as null). DejaVu Sans, the documents' font, has none of these letters. pdfkit lays text
 * out with fontkit, whose shaping (conjuncts, reph, reordered vowel signs, Nastaliq's joins)
 * gives the same glyphs at the same positions as HarfBuzz; docs/reports.md says how that was
 * checked.
 */
const SCRIPTS = [
  { name: 'devanagari', from: 0x0900, to: 0x097f, font: 'noto-sans-devanagari' },
  { name: 'tamil', from: 0x0b80, to: 0x0bff, font: 'noto-sans-tamil' },
  { name: 'telugu', from: 0x0c00, to: 0x0c7f, font: 'noto-sans-telugu' },
  { name: 'kannada', from: 0x0c80, to: 0x0cff, font: 'noto-sans-kannada' },
  { name: 'malayalam', from: 0x0d00, to: 0x0d7f, font: 'manjari' },
  { name: 'arabic', from: 0x0600, to: 0x06ff, font: 'noto-nastaliq-urdu' },
  { name: 'arabic', from: 0x0750, to: 0x077f, font: 'noto-nastaliq-urdu' },
  { name: 'arabic', from: 0xfb50, to: 0xfdff, font: 'noto-nastaliq-urdu' },
  { name: 'arabic', from: 0xfe70, to: 0xfeff, font: 'noto-nastaliq-urdu' },
] as const;

export type ScriptName = (typeof SCRIPTS)[number]['name'];
export type PdfWeight = 'body' | 'bold';

/** Zero-width (non-)joiners steer a conjunct: they belong to the letters around them. */
const JOINERS = new Set([0x200c, 0x200d]);
const ANY_SCRIPT =
  /[\u0900-\u097f\u0b80-\u0d7f\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

function scriptOf(codePoint: number): ScriptName | null {
  return SCRIPTS.find((s) => codePoint >= s.from && codePoint <= s.to)?.name ?? null;
}

/** Whether `text` has any letter DejaVu Sans cannot draw (the fast path skips the rest). */
export const needsScriptFonts = (text: string) => ANY_SCRIPT.test(text);

/**
 * `text` cut into runs of one script (null: DejaVu's, digits and punctuation included), so each
 * run is drawn in its own font. A space between two words of one script stays in their run, so
 * a phrase is shaped and spaced as one.
 */
export function scriptRuns(text: string): ScriptRun[] {
  return runsOfOneScript(text).map((run) =>
    run.script === 'arabic' ? { ...run, text: wordsRightToLeft(run.text) } : run,
  );
}

export type ScriptRun = { text: string; script: ScriptName | null };

/** `text` cut into runs of one script, each run's characters as they came. */
export function runsOfOneScript(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  const chars = [...text];
  chars.forEach((char, i) => {
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    let script = scriptOf(codePoint);
    if (script === null && last?.script && JOINERS.has(codePoint)) script = last.script;
    if (script === null && last?.script && char === ' ') {
      const next = chars.slice(i + 1).find((c) => c !== ' ');
      if (next && scriptOf(next.codePointAt(0)!) === last.script) script = last.script;
    }
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  });
  return runs;
}

/**
 * An Urdu run's words in the order pdfkit must place them. pdfkit sets a line's words left to
 * right and knows no direction; fontkit shapes each word right to left. So a run of Urdu words
 * inside a left-to-right line (a name, an address) reads right only with its words reversed.
 */
function wordsRightToLeft(text: string): string {
  return text.split(' ').reverse().join(' ');
}

/**
 * The runs of one word (no spaces) of a line already in visual order, left to right (a
 * right-to-left line, pdf-right-to-left.ts): an Urdu run's letters are put back in reading
 * order, because fontkit shapes Urdu and lays its glyphs right to left itself.
 */
export function visualWordRuns(word: string): ScriptRun[] {
  return runsOfOneScript(word).map((run) =>
    run.script === 'arabic' ? { ...run, text: [...run.text].reverse().join('') } : run,
  );
}

const require = createRequire(import.meta.url);
const fontFiles = new Map<string, Buffer>();

/** The font file of a script and weight, read once. */
function scriptFontFile(script: ScriptName, weight: PdfWeight): Buffer {
  const { font } = SCRIPTS.find((s) => s.name === script)!;
  const file = `@fontsource/${font}/files/${font}-${script}-${weight === 'bold' ? 700 : 400}-normal.woff`;
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = readFileSync(require.resolve(file));
    fontFiles.set(file, bytes);
  }
  return bytes;
}

/** The registered name of a script's font in a weight ('kannada-bold'); registered on first use. */
export function scriptFontName(
  doc: PDFKit.PDFDocument,
  script: ScriptName,
  weight: PdfWeight,
  registered: Set<string>,
): string {
  const name = `${script}-${weight}`;
  if (!registered.has(name)) {
    doc.registerFont(name, scriptFontFile(script, weight));
    registered.add(name);
    skipMissingMarkAnchors(doc.font(name));
  }
  return name;
}

type MarkPositioning = {
  applyAnchor(mark: { markAnchor: unknown }, base: unknown, baseIndex: number): void;
};

/**
 * fontkit 2.0.4 throws on a mark-to-base anchor the font leaves empty (OpenType's NULL offset:
 * this mark does not attach to this base). Noto Nastaliq Urdu has them: "گاڑی" (vehicle) and
 * "چارجز" (charges) failed the whole document. HarfBuzz leaves such a mark where it is; so does
 * this, for the font just selected in `doc` (its own fontkit copy, parsed per document).
 */
function skipMissingMarkAnchors(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: { font?: unknown } })._font?.font as
    { _layoutEngine?: { engine?: { GPOSProcessor?: MarkPositioning | null } } } | undefined;
  const gpos = font?._layoutEngine?.engine?.GPOSProcessor;
  if (!gpos) return;
  const apply = gpos.applyAnchor.bind(gpos);
  gpos.applyAnchor = (mark, base, baseIndex) => {
    if (base && mark.markAnchor) apply(mark, base, baseIndex);
  };
}

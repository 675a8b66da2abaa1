import { PDFDocument } from 'pdf-lib';
import { AppError } from '../errors.js';

/** Where `startxref` and `%%EOF` must be: PDF readers look for them in the file's last kilobyte. */
const TAIL_BYTES = 1024;
// Markup that a web page has and a PDF never needs, long enough not to turn up by chance in
// compressed streams (about once in 100,000 PDFs of 10 MB, for the shortest, '<html>').
const MARKUP = /<(?:!doctype|script|iframe|html[\s>])/i;

const notAPdf = (why: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `Upload a real PDF: ${why}`);

/**
 * Refuses what only starts like a PDF: a page after a `%PDF-` header, a cut-off file, or one
 * whose cross-reference does not lead to a document with pages. Checked by hand first (cheap,
 * and pdf-lib reads object by object, so it accepts a file without a cross-reference), then
 * parsed with pdf-lib.
 */
export async function checkPdf(bytes: Buffer): Promise<void> {
  if (!/^%PDF-(?:1\.[0-7]|2\.0)\s/.test(bytes.subarray(0, 9).toString('latin1')))
    throw notAPdf('the file does not start with a PDF header');
  const tail = bytes.subarray(-TAIL_BYTES).toString('latin1');
  const end = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!end) throw notAPdf('the file is incomplete (it has no end of file marker)');
  const table = bytes.subarray(Number(end[1]), Number(end[1]) + 64).toString('latin1');
  if (!/^\s*(?:xref\b|\d+\s+\d+\s+obj\b)/.test(table))
    throw notAPdf('its cross-reference table is missing');
  if (MARKUP.test(bytes.toString('latin1'))) throw notAPdf('it holds web page markup');

  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
      // A password-protected PDF is still a PDF; its pages cannot be counted without the key.
      ignoreEncryption: true,
    });
  } catch {
    throw notAPdf('it could not be read');
  }
  if (document.isEncrypted) return;
  let pages = 0;
  try {
    pages = document.getPageCount();
  } catch {
    // No catalog or page tree: counted as no pages.
  }
  if (pages < 1) throw notAPdf('it has no pages');
}

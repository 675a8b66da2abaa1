import { describe, expect, it } from 'vitest';
import { startPdfDocument } from '../../src/core/pdf-document.js';
import { scriptRuns } from '../../src/core/pdf-scripts.js';
import { pdfText } from '../helpers/pdf-text.js';

const letters = (text: string, from: number, to: number) =>
  [...text].filter((c) => c.codePointAt(0)! >= from && c.codePointAt(0)! <= to).sort();

describe('Indian scripts and Urdu in the PDFs', () => {
  it('cuts a line into runs of one script, keeping a phrase and its joiners together', () => {
    expect(scriptRuns('Driver: ಮಂಜುನಾಥ ಕುಮಾರ್ (9900100001)')).toEqual([
      { text: 'Driver: ', script: null },
      { text: 'ಮಂಜುನಾಥ ಕುಮಾರ್', script: 'kannada' },
      { text: ' (9900100001)', script: null },
    ]);
    expect(scriptRuns('ड्यूटी स्लिप 42 ಕ\u200dರ')).toEqual([
      { text: 'ड्यूटी स्लिप', script: 'devanagari' },
      { text: ' 42 ', script: null },
      { text: 'ಕ\u200dರ', script: 'kannada' },
    ]);
    expect(scriptRuns('Plain English, ₹1,600')).toEqual([
      { text: 'Plain English, ₹1,600', script: null },
    ]);
  });

  it("places an Urdu run's words right to left, as pdfkit sets words left to right", () => {
    expect(scriptRuns('Vendor ڈیوٹی سلپ')).toEqual([
      { text: 'Vendor ', script: null },
      { text: 'سلپ ڈیوٹی', script: 'arabic' },
    ]);
  });

  it('draws each script in its own embedded font, every letter kept', async () => {
    const lines = {
      kannada: 'ಕರ್ನಾಟಕ ಟ್ರಾವೆಲ್ಸ್',
      devanagari: 'श्रीमती प्रिया शर्मा',
      tamil: 'டியூட்டி ஸ்லிப்',
      telugu: 'డ్యూటీ స్లిప్',
      malayalam: 'ഡ്യൂട്ടി സ്ലിപ്പ്',
      // گاڑی and چارجز have marks Nastaliq leaves unanchored (fontkit threw on them).
      urdu: 'ڈیوٹی سلپ گاڑی چارجز',
    };
    const { doc, done, row } = startPdfDocument('Scripts');
    doc.font('bold').fontSize(14).text(`${lines.kannada} · DS-2026-00042`);
    doc.font('body').fontSize(10);
    for (const line of Object.values(lines)) doc.text(`Name: ${line}, ₹1,600`);
    row([lines.kannada, 'KA01AB1234', '₹3,200.00'], [0.5, 0.3, 0.2]);
    doc.end();
    const bytes = await done;

    const embedded = bytes.toString('latin1');
    for (const font of [
      'NotoSansKannada-Bold',
      'NotoSansKannada-Regular',
      'NotoSansDevanagari-Regular',
      'NotoSansTamil-Regular',
      'NotoSansTelugu-Regular',
      'Manjari-Regular',
      'NotoNastaliqUrdu-Regular',
      'DejaVuSans-Bold',
      'DejaVuSans',
    ])
      expect(embedded).toContain(`+${font}`);
    // Shaped glyphs come back in visual order (a reph after its cluster), so compare letters.
    // A copy: on Node 24 pdf.js cannot transfer the memory of a Buffer made by Buffer.concat.
    const text = await pdfText(Uint8Array.from(bytes).buffer);
    expect(letters(text, 0x0c80, 0x0cff)).toEqual(
      letters(`${lines.kannada}${lines.kannada}${lines.kannada}`, 0x0c80, 0x0cff),
    );
    expect(letters(text, 0x0900, 0x097f)).toEqual(letters(lines.devanagari, 0x0900, 0x097f));
    expect(text).toContain('KA01AB1234');
    expect(text).toContain('₹3,200.00');
  });
});

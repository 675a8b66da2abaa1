import type { SlipWords } from './slip-words.js';

/** Hindi: the slip page's words (apps/web/src/locales/hi/dutySlips.json) and the glossary's. */
export const hi: SlipWords = {
  title: 'ड्यूटी स्लिप {{number}}',
  dutyLine: 'ड्यूटी {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'ड्यूटी',
    garageToGarage: 'गैराज से गैराज',
    charges: 'ख़र्च',
    remarks: 'टिप्पणी',
    confirmation: 'यात्री की पुष्टि',
  },
  people: {
    vendor: 'वेंडर',
    driver: 'ड्राइवर',
    vehicle: 'गाड़ी',
    passengers: 'यात्री',
    pickup: 'पिकअप',
    drop: 'ड्रॉप',
  },
  columns: {
    time: 'समय',
    odometer: 'ओडोमीटर',
  },
  points: {
    garageOut: 'गैराज से निकले',
    reported: 'पिकअप पर पहुँचे',
    boarded: 'यात्री बैठे',
    dropped: 'यात्री उतरे',
    garageIn: 'गैराज में लौटे',
    total: 'कुल',
  },
  chargeColumns: {
    charge: 'ख़र्च',
    note: 'नोट',
    receipt: 'रसीद',
    amount: 'रकम',
  },
  chargeKinds: {
    toll: 'टोल',
    parking: 'पार्किंग',
    permit: 'राज्य परमिट',
    other: 'अन्य',
  },
  none: 'कोई नहीं',
  attached: 'लगी है',
  sums: {
    charges: 'कुल ख़र्च',
    nightAllowance: 'रात का भत्ता',
    driverAllowance: 'ड्राइवर भत्ता (बत्ता)',
    advance: 'लिया गया एडवांस',
  },
  startCode: 'बैठते समय दिया गया स्टार्ट कोड, {{when}}',
  signedOnPhone: 'ड्राइवर के फ़ोन पर हस्ताक्षर किए',
  notConfirmed: 'अभी पुष्टि नहीं हुई',
  printed: 'छपा {{when}}',
  billed: 'बिल हुआ {{when}}',
  km: '{{km}}',
  duration: '{{hours}} घंटे {{minutes}} मिनट',
};

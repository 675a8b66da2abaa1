import type { SlipWords } from './slip-words.js';

/** Konkani: the slip page's words (apps/web/src/locales/kok/dutySlips.json) and the glossary's. */
export const kok: SlipWords = {
  title: 'ड्युटी स्लिप {{number}}',
  dutyLine: 'ड्युटी {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'ड्युटी',
    garageToGarage: 'गॅरेज ते गॅरेज',
    charges: 'खर्च',
    remarks: 'शेरो',
    confirmation: 'प्रवाशाची खात्री',
  },
  people: {
    vendor: 'वेंडर',
    driver: 'ड्रायव्हर',
    vehicle: 'वाहन',
    passengers: 'प्रवासी',
    pickup: 'पिकअप',
    drop: 'ड्रॉप',
  },
  columns: {
    time: 'वेळ',
    odometer: 'ओडोमीटर',
  },
  points: {
    garageOut: 'गॅरेजांतल्यान भायर',
    reported: 'पिकअपार पावलो',
    boarded: 'प्रवासी बसलो',
    dropped: 'प्रवासी देंवलो',
    garageIn: 'गॅरेजांत परत',
    total: 'एकूण',
  },
  chargeColumns: {
    charge: 'खर्च',
    note: 'टीप',
    receipt: 'पावती',
    amount: 'रक्कम',
  },
  chargeKinds: {
    toll: 'टोल',
    parking: 'पार्किंग',
    permit: 'राज्य परमीट',
    other: 'हेर',
  },
  none: 'कांयच ना',
  attached: 'जोडल्या',
  sums: {
    charges: 'एकूण खर्च',
    nightAllowance: 'रातीचो भत्तो',
    driverAllowance: 'ड्रायव्हर भत्तो (बत्ता)',
    advance: 'घेतिल्लो अ‍ॅडव्हान्स',
  },
  startCode: 'बसतना दिल्लो स्टार्ट कोड, {{when}}',
  signedOnPhone: 'ड्रायव्हराच्या फोनार सय केल्या',
  notConfirmed: 'अजून खात्री जावंक ना',
  printed: 'छापलें {{when}}',
  billed: 'बिल केलें {{when}}',
  km: '{{km}}',
  duration: '{{hours}} वरां {{minutes}} मिनटां',
};

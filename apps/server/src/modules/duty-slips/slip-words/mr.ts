import type { SlipWords } from './slip-words.js';

/** Marathi: the slip page's words (apps/web/src/locales/mr/dutySlips.json) and the glossary's. */
export const mr: SlipWords = {
  title: 'ड्युटी स्लिप {{number}}',
  dutyLine: 'ड्युटी {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'ड्युटी',
    garageToGarage: 'गॅरेज ते गॅरेज',
    charges: 'शुल्क',
    remarks: 'शेरा',
    confirmation: 'प्रवाशाची पुष्टी',
  },
  people: {
    vendor: 'वेंडर',
    driver: 'चालक',
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
    garageOut: 'गॅरेजमधून निघाले',
    reported: 'पिकअपला पोहोचले',
    boarded: 'प्रवासी बसला',
    dropped: 'प्रवाशाला सोडले',
    garageIn: 'गॅरेजमध्ये परत',
    total: 'एकूण',
  },
  chargeColumns: {
    charge: 'शुल्क',
    note: 'टीप',
    receipt: 'पावती',
    amount: 'रक्कम',
  },
  chargeKinds: {
    toll: 'टोल',
    parking: 'पार्किंग',
    permit: 'राज्य परमिट',
    other: 'इतर',
  },
  none: 'काही नाही',
  attached: 'जोडली आहे',
  sums: {
    charges: 'एकूण शुल्क',
    nightAllowance: 'रात्रीचा भत्ता',
    driverAllowance: 'चालक भत्ता (बत्ता)',
    advance: 'घेतलेला अ‍ॅडव्हान्स',
  },
  startCode: 'बसताना स्टार्ट कोड दिला, {{when}}',
  signedOnPhone: 'चालकाच्या फोनवर सही केली',
  notConfirmed: 'अजून पुष्टी नाही',
  printed: 'छापले {{when}}',
  billed: 'बिल केले {{when}}',
  km: '{{km}}',
  duration: '{{hours}} ता {{minutes}} मि',
};

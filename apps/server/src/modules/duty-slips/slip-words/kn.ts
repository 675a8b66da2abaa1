import type { SlipWords } from './slip-words.js';

/** Kannada: the slip page's words (apps/web/src/locales/kn/dutySlips.json) and the glossary's. */
export const kn: SlipWords = {
  title: 'ಡ್ಯೂಟಿ ಸ್ಲಿಪ್ {{number}}',
  dutyLine: 'ಡ್ಯೂಟಿ {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'ಡ್ಯೂಟಿ',
    garageToGarage: 'ಗ್ಯಾರೇಜ್‌ನಿಂದ ಗ್ಯಾರೇಜ್‌ವರೆಗೆ',
    charges: 'ಶುಲ್ಕಗಳು',
    remarks: 'ಟಿಪ್ಪಣಿಗಳು',
    confirmation: 'ಪ್ರಯಾಣಿಕರ ದೃಢೀಕರಣ',
  },
  people: {
    vendor: 'ವೆಂಡರ್',
    driver: 'ಚಾಲಕ',
    vehicle: 'ವಾಹನ',
    passengers: 'ಪ್ರಯಾಣಿಕರು',
    pickup: 'ಪಿಕಪ್',
    drop: 'ಡ್ರಾಪ್',
  },
  columns: {
    time: 'ಸಮಯ',
    odometer: 'ಓಡೋಮೀಟರ್',
  },
  points: {
    garageOut: 'ಗ್ಯಾರೇಜ್‌ನಿಂದ ಹೊರಟದ್ದು',
    reported: 'ಪಿಕಪ್‌ಗೆ ತಲುಪಿದ್ದು',
    boarded: 'ಪ್ರಯಾಣಿಕರು ಹತ್ತಿದ್ದು',
    dropped: 'ಪ್ರಯಾಣಿಕರು ಇಳಿದದ್ದು',
    garageIn: 'ಗ್ಯಾರೇಜ್‌ಗೆ ಮರಳಿದ್ದು',
    total: 'ಒಟ್ಟು',
  },
  chargeColumns: {
    charge: 'ಶುಲ್ಕ',
    note: 'ಟಿಪ್ಪಣಿ',
    receipt: 'ರಸೀದಿ',
    amount: 'ಮೊತ್ತ',
  },
  chargeKinds: {
    toll: 'ಟೋಲ್',
    parking: 'ಪಾರ್ಕಿಂಗ್',
    permit: 'ರಾಜ್ಯ ಪರ್ಮಿಟ್',
    other: 'ಇತರೆ',
  },
  none: 'ಯಾವುದೂ ಇಲ್ಲ',
  attached: 'ಲಗತ್ತಿಸಲಾಗಿದೆ',
  sums: {
    charges: 'ಒಟ್ಟು ಶುಲ್ಕಗಳು',
    nightAllowance: 'ರಾತ್ರಿ ಭತ್ಯೆ',
    driverAllowance: 'ಚಾಲಕ ಭತ್ಯೆ (ಬತ್ತಾ)',
    advance: 'ಪಡೆದ ಮುಂಗಡ',
  },
  startCode: 'ಹತ್ತುವಾಗ ನೀಡಿದ ಪ್ರಾರಂಭ ಕೋಡ್, {{when}}',
  signedOnPhone: 'ಚಾಲಕರ ಫೋನ್‌ನಲ್ಲಿ ಸಹಿ ಮಾಡಲಾಗಿದೆ',
  notConfirmed: 'ಇನ್ನೂ ದೃಢೀಕರಿಸಿಲ್ಲ',
  printed: 'ಮುದ್ರಿಸಿದ್ದು {{when}}',
  billed: 'ಬಿಲ್ ಮಾಡಿದ್ದು {{when}}',
  km: '{{km}}',
  duration: '{{hours}} ಗಂ {{minutes}} ನಿ',
};

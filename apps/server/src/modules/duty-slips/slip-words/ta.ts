import type { SlipWords } from './slip-words.js';

/** Tamil: the slip page's words (apps/web/src/locales/ta/dutySlips.json) and the glossary's. */
export const ta: SlipWords = {
  title: 'டியூட்டி ஸ்லிப் {{number}}',
  dutyLine: 'டியூட்டி {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'டியூட்டி',
    garageToGarage: 'கேரேஜ் முதல் கேரேஜ் வரை',
    charges: 'செலவுகள்',
    remarks: 'குறிப்புகள்',
    confirmation: 'பயணியின் உறுதிப்படுத்தல்',
  },
  people: {
    vendor: 'வெண்டர்',
    driver: 'ஓட்டுநர்',
    vehicle: 'வாகனம்',
    passengers: 'பயணிகள்',
    pickup: 'பிக்அப்',
    drop: 'டிராப்',
  },
  columns: {
    time: 'நேரம்',
    odometer: 'ஓடோமீட்டர்',
  },
  points: {
    garageOut: 'கேரேஜிலிருந்து புறப்பாடு',
    reported: 'பிக்அப்பில் வந்தடைந்தது',
    boarded: 'பயணி ஏறினார்',
    dropped: 'பயணி இறங்கினார்',
    garageIn: 'கேரேஜுக்குத் திரும்பியது',
    total: 'மொத்தம்',
  },
  chargeColumns: {
    charge: 'செலவு',
    note: 'குறிப்பு',
    receipt: 'ரசீது',
    amount: 'தொகை',
  },
  chargeKinds: {
    toll: 'டோல்',
    parking: 'பார்க்கிங்',
    permit: 'மாநில பெர்மிட்',
    other: 'மற்றவை',
  },
  none: 'எதுவும் இல்லை',
  attached: 'இணைக்கப்பட்டது',
  sums: {
    charges: 'மொத்தச் செலவுகள்',
    nightAllowance: 'இரவு பேட்டா',
    driverAllowance: 'ஓட்டுநர் பேட்டா',
    advance: 'வாங்கிய அட்வான்ஸ்',
  },
  startCode: 'ஏறும்போது தந்த தொடக்கக் குறியீடு, {{when}}',
  signedOnPhone: 'ஓட்டுநரின் போனில் கையொப்பமிடப்பட்டது',
  notConfirmed: 'இன்னும் உறுதிசெய்யப்படவில்லை',
  printed: 'அச்சிட்டது {{when}}',
  billed: 'பில் செய்தது {{when}}',
  km: '{{km}}',
  duration: '{{hours}} மணி {{minutes}} நிமி',
};

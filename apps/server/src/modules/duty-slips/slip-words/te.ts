import type { SlipWords } from './slip-words.js';

/** Telugu: the slip page's words (apps/web/src/locales/te/dutySlips.json) and the glossary's. */
export const te: SlipWords = {
  title: 'డ్యూటీ స్లిప్ {{number}}',
  dutyLine: 'డ్యూటీ {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'డ్యూటీ',
    garageToGarage: 'గ్యారేజ్ నుంచి గ్యారేజ్',
    charges: 'ఖర్చులు',
    remarks: 'వ్యాఖ్యలు',
    confirmation: 'ప్రయాణికుడి నిర్ధారణ',
  },
  people: {
    vendor: 'వెండర్',
    driver: 'డ్రైవర్',
    vehicle: 'వాహనం',
    passengers: 'ప్రయాణికులు',
    pickup: 'పికప్',
    drop: 'డ్రాప్',
  },
  columns: {
    time: 'సమయం',
    odometer: 'ఓడోమీటర్',
  },
  points: {
    garageOut: 'గ్యారేజ్ నుంచి బయలుదేరారు',
    reported: 'పికప్‌కు చేరారు',
    boarded: 'ప్రయాణికుడు ఎక్కారు',
    dropped: 'ప్రయాణికుడు దిగారు',
    garageIn: 'గ్యారేజ్‌కు తిరిగి',
    total: 'మొత్తం',
  },
  chargeColumns: {
    charge: 'ఖర్చు',
    note: 'గమనిక',
    receipt: 'రసీదు',
    amount: 'మొత్తం',
  },
  chargeKinds: {
    toll: 'టోల్',
    parking: 'పార్కింగ్',
    permit: 'రాష్ట్ర పర్మిట్',
    other: 'ఇతర',
  },
  none: 'ఏవీ లేవు',
  attached: 'జత చేశారు',
  sums: {
    charges: 'మొత్తం ఖర్చులు',
    nightAllowance: 'నైట్ బత్తా',
    driverAllowance: 'డ్రైవర్ బత్తా',
    advance: 'తీసుకున్న అడ్వాన్స్',
  },
  startCode: 'ఎక్కినప్పుడు ఇచ్చిన స్టార్ట్ కోడ్, {{when}}',
  signedOnPhone: 'డ్రైవర్ ఫోన్‌లో సంతకం చేశారు',
  notConfirmed: 'ఇంకా నిర్ధారించలేదు',
  printed: 'ముద్రించినది {{when}}',
  billed: 'బిల్ చేసినది {{when}}',
  km: '{{km}}',
  duration: '{{hours}} గం {{minutes}} ని',
};

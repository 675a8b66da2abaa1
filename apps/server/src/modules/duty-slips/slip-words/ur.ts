import type { SlipWords } from './slip-words.js';

/** Urdu: the slip page's words (apps/web/src/locales/ur/dutySlips.json) and the glossary's. */
export const ur: SlipWords = {
  title: 'ڈیوٹی سلپ {{number}}',
  dutyLine: 'ڈیوٹی {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'ڈیوٹی',
    garageToGarage: 'گیراج سے گیراج',
    charges: 'اخراجات',
    remarks: 'تبصرے',
    confirmation: 'مسافر کی تصدیق',
  },
  people: {
    vendor: 'وینڈر',
    driver: 'ڈرائیور',
    vehicle: 'گاڑی',
    passengers: 'مسافر',
    pickup: 'پِک اپ',
    drop: 'ڈراپ',
  },
  columns: {
    time: 'وقت',
    odometer: 'اوڈومیٹر',
  },
  points: {
    garageOut: 'گیراج سے نکلے',
    reported: 'پِک اپ پر پہنچے',
    boarded: 'مسافر بیٹھے',
    dropped: 'مسافر اترے',
    garageIn: 'گیراج میں واپس',
    total: 'کل',
  },
  chargeColumns: {
    charge: 'خرچ',
    note: 'نوٹ',
    receipt: 'رسید',
    amount: 'رقم',
  },
  chargeKinds: {
    toll: 'ٹول',
    parking: 'پارکنگ',
    permit: 'ریاستی پرمٹ',
    other: 'دیگر',
  },
  none: 'کوئی نہیں',
  attached: 'منسلک ہے',
  sums: {
    charges: 'کل اخراجات',
    nightAllowance: 'رات کا بھتہ',
    driverAllowance: 'ڈرائیور بھتہ (بتہ)',
    advance: 'لیا گیا ایڈوانس',
  },
  startCode: 'بیٹھتے وقت دیا گیا اسٹارٹ کوڈ، {{when}}',
  signedOnPhone: 'ڈرائیور کے فون پر دستخط ہوئے',
  notConfirmed: 'ابھی تصدیق نہیں ہوئی',
  printed: 'چھپا {{when}}',
  billed: 'بل ہوا {{when}}',
  km: '{{km}}',
  duration: '{{hours}} گھنٹے {{minutes}} منٹ',
};

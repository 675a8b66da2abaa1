import type { LanguageTexts } from './language-texts.js';

/**
 * Urdu: the words of apps/web/src/locales/GLOSSARY.md (ڈیوٹی، وینڈر، ڈرائیور، گاڑی، …). The
 * placeholders' values (duty numbers, vehicle numbers, links) keep their Latin digits and order.
 */
export const ur: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'وینڈر جانچ کے انتظار میں',
      body: 'وینڈر {{name}} ({{regId}}) جانچ کے لیے بھیجا گیا۔',
    },
    'driver-submitted': {
      title: 'ڈرائیور جانچ کے انتظار میں',
      body: 'ڈرائیور {{name}} ({{regId}}) جانچ کے لیے بھیجا گیا۔',
    },
    'vehicle-submitted': {
      title: 'گاڑی جانچ کے انتظار میں',
      body: 'گاڑی {{name}} ({{regId}}) جانچ کے لیے بھیجی گئی۔',
    },
    'vendor-approved': { title: 'وینڈر کو منظوری', body: 'وینڈر {{regId}} کو منظوری مل گئی۔' },
    'vendor-rejected': { title: 'وینڈر نامنظور', body: 'وینڈر {{regId}} نامنظور: {{reason}}' },
    'driver-approved': {
      title: 'ڈرائیور کو منظوری',
      body: 'ڈرائیور {{regId}} کو منظوری مل گئی۔',
    },
    'driver-rejected': {
      title: 'ڈرائیور نامنظور',
      body: 'ڈرائیور {{regId}} نامنظور: {{reason}}',
    },
    'vehicle-approved': { title: 'گاڑی کو منظوری', body: 'گاڑی {{regId}} کو منظوری مل گئی۔' },
    'vehicle-rejected': { title: 'گاڑی نامنظور', body: 'گاڑی {{regId}} نامنظور: {{reason}}' },
    'duty-assigned': { title: 'نئی ڈیوٹی', body: 'ڈیوٹی {{regId}} آپ کو دی گئی ہے۔' },
    'duty-moved': { title: 'ڈیوٹی کا وقت بدلا', body: 'ڈیوٹی {{regId}} کا وقت بدل گیا ہے۔' },
    'duty-updated': { title: 'ڈیوٹی بدلی', body: 'ڈیوٹی {{regId}} کی تفصیل بدلی ہے۔' },
    'duty-cancelled': { title: 'ڈیوٹی منسوخ', body: 'ڈیوٹی {{regId}} منسوخ ہو گئی ہے۔' },
    'duty-not-accepted': {
      title: 'ڈیوٹی قبول نہیں ہوئی',
      body: 'ڈیوٹی {{regId}} ایک گھنٹے میں شروع ہوگی اور ابھی قبول نہیں ہوئی۔',
    },
    'duty-not-started': {
      title: 'ڈیوٹی شروع نہیں ہوئی',
      body: 'ڈیوٹی {{regId}} وقت سے 15 منٹ بعد بھی شروع نہیں ہوئی۔',
    },
    'document-expiring': {
      title: 'کاغذ ختم ہو رہا ہے',
      body: '{{regId}} کا {{paper}} {{validTill}} تک ہی درست ہے۔',
    },
    'expiry-digest': {
      title: 'آج ختم ہوتے کاغذات',
      body: 'ختم شدہ کاغذات: {{expired}}؛ آج: {{today}}؛ 7 دن میں: {{week}}؛ 30 دن میں: {{month}}۔',
    },
    'invitation-accepted': {
      title: 'دعوت قبول ہوئی',
      body: '{{name}} نے Raahi پر آپ کی دعوت قبول کی۔',
    },
    'password-changed': {
      title: 'پاس ورڈ بدلا',
      body: 'آپ کا Raahi پاس ورڈ بدلا گیا۔ اگر یہ آپ نے نہیں کیا تو اپنے ایڈمن سے رابطہ کریں۔',
    },
    'new-device-sign-in': {
      title: 'نیا سائن اِن',
      body: 'آپ کے Raahi اکاؤنٹ میں نئی ڈیوائس ({{device}}) سے سائن اِن ہوا۔ اگر یہ آپ نہیں تھے تو پاس ورڈ بدلیں۔',
    },
    'chat-message': {
      title: 'نیا چیٹ پیغام',
      body: '{{name}} نے آپ کو Raahi پر پیغام بھیجا۔ جواب دینے کے لیے چیٹ کھولیں۔',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'ڈیوٹی {{regId}}: {{vehicleNumber}} کے {{source}} کا SOS۔ ابھی Raahi کھولیں: {{map}}',
    },
    'geofence-crossed': {
      title: 'جیو فینس',
      body: '{{vehicleNumber}} {{at}} پر {{geofence}} {{crossing}} (ڈیوٹی {{regId}})۔',
    },
  },
  words: {
    source: { driver: 'ڈرائیور', passenger: 'مسافر' },
    crossing: { entered: 'میں داخل ہوئی', left: 'سے نکلی' },
    paper: {
      roadTax: 'روڈ ٹیکس',
      fitness: 'فٹنس سرٹیفکیٹ',
      permit: 'پرمٹ',
      insurance: 'بیمہ',
      emission: 'آلودگی (PUC) سرٹیفکیٹ',
      licence: 'ڈرائیونگ لائسنس',
    },
  },
};

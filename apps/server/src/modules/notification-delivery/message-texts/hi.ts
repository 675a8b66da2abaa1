import type { LanguageTexts } from './language-texts.js';

/** Hindi: the words of apps/web/src/locales/GLOSSARY.md (ड्यूटी, वेंडर, ड्राइवर, गाड़ी, …). */
export const hi: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'वेंडर जाँच के इंतज़ार में',
      body: 'वेंडर {{name}} ({{regId}}) जाँच के लिए भेजा गया।',
    },
    'driver-submitted': {
      title: 'ड्राइवर जाँच के इंतज़ार में',
      body: 'ड्राइवर {{name}} ({{regId}}) जाँच के लिए भेजा गया।',
    },
    'vehicle-submitted': {
      title: 'गाड़ी जाँच के इंतज़ार में',
      body: 'गाड़ी {{name}} ({{regId}}) जाँच के लिए भेजी गई।',
    },
    'vendor-approved': { title: 'वेंडर को मंज़ूरी', body: 'वेंडर {{regId}} को मंज़ूरी मिल गई।' },
    'vendor-rejected': { title: 'वेंडर नामंज़ूर', body: 'वेंडर {{regId}} नामंज़ूर: {{reason}}' },
    'driver-approved': {
      title: 'ड्राइवर को मंज़ूरी',
      body: 'ड्राइवर {{regId}} को मंज़ूरी मिल गई।',
    },
    'driver-rejected': {
      title: 'ड्राइवर नामंज़ूर',
      body: 'ड्राइवर {{regId}} नामंज़ूर: {{reason}}',
    },
    'vehicle-approved': { title: 'गाड़ी को मंज़ूरी', body: 'गाड़ी {{regId}} को मंज़ूरी मिल गई।' },
    'vehicle-rejected': { title: 'गाड़ी नामंज़ूर', body: 'गाड़ी {{regId}} नामंज़ूर: {{reason}}' },
    'duty-assigned': { title: 'नई ड्यूटी', body: 'ड्यूटी {{regId}} आपको दी गई है।' },
    'duty-moved': { title: 'ड्यूटी का समय बदला', body: 'ड्यूटी {{regId}} का समय बदल गया है।' },
    'duty-updated': { title: 'ड्यूटी बदली', body: 'ड्यूटी {{regId}} की जानकारी बदली है।' },
    'duty-cancelled': { title: 'ड्यूटी रद्द', body: 'ड्यूटी {{regId}} रद्द हो गई है।' },
    'duty-not-accepted': {
      title: 'ड्यूटी स्वीकार नहीं हुई',
      body: 'ड्यूटी {{regId}} एक घंटे में शुरू होगी और अभी स्वीकार नहीं हुई।',
    },
    'duty-not-started': {
      title: 'ड्यूटी शुरू नहीं हुई',
      body: 'ड्यूटी {{regId}} समय से 15 मिनट बाद भी शुरू नहीं हुई।',
    },
    'document-expiring': {
      title: 'काग़ज़ ख़त्म हो रहा है',
      body: '{{regId}} का {{paper}} {{validTill}} तक ही वैध है।',
    },
    'expiry-digest': {
      title: 'आज ख़त्म होते काग़ज़',
      body: 'ख़त्म हो चुके काग़ज़: {{expired}}; आज: {{today}}; 7 दिन में: {{week}}; 30 दिन में: {{month}}।',
    },
    'invitation-accepted': {
      title: 'न्योता स्वीकार हुआ',
      body: '{{name}} ने Raahi पर आपका न्योता स्वीकार किया।',
    },
    'password-changed': {
      title: 'पासवर्ड बदला',
      body: 'आपका Raahi पासवर्ड बदला गया। अगर यह आपने नहीं किया, तो अपने एडमिन से संपर्क करें।',
    },
    'new-device-sign-in': {
      title: 'नया साइन इन',
      body: 'आपके Raahi खाते में नए डिवाइस ({{device}}) से साइन इन हुआ। अगर यह आप नहीं थे, तो पासवर्ड बदलें।',
    },
    'chat-message': {
      title: 'नया चैट संदेश',
      body: '{{name}} ने आपको Raahi पर संदेश भेजा। जवाब देने के लिए चैट खोलें।',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'ड्यूटी {{regId}}: {{vehicleNumber}} के {{source}} का SOS। अभी Raahi खोलें: {{map}}',
    },
    'geofence-crossed': {
      title: 'जियोफ़ेंस',
      body: '{{vehicleNumber}} {{at}} पर {{geofence}} {{crossing}} (ड्यूटी {{regId}})।',
    },
  },
  words: {
    source: { driver: 'ड्राइवर', passenger: 'यात्री' },
    crossing: { entered: 'में पहुँची', left: 'से निकली' },
    paper: {
      roadTax: 'रोड टैक्स',
      fitness: 'फ़िटनेस सर्टिफ़िकेट',
      permit: 'परमिट',
      insurance: 'बीमा',
      emission: 'प्रदूषण (PUC) सर्टिफ़िकेट',
      licence: 'ड्राइविंग लाइसेंस',
    },
  },
};

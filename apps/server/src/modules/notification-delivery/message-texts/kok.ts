import type { LanguageTexts } from './language-texts.js';

/**
 * Konkani in Devanagari: the words of apps/web/src/locales/GLOSSARY.md (ड्युटी, वेंडर, ड्रायव्हर,
 * वाहन, मान्यताय, …), in the web catalogues' Goan register (धाडात, उगडात, सोंपता). Not Marathi:
 * the two share a script and many words, and a Konkani reader notices Marathi verbs at once.
 * A paper's line puts it after a colon, so no verb has to agree with its gender.
 */
export const kok: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'वेंडर तपासणेची वाट पळयता',
      body: 'वेंडर {{name}} ({{regId}}) तपासणे खातीर धाडला.',
    },
    'driver-submitted': {
      title: 'ड्रायव्हर तपासणेची वाट पळयता',
      body: 'ड्रायव्हर {{name}} ({{regId}}) तपासणे खातीर धाडला.',
    },
    'vehicle-submitted': {
      title: 'वाहन तपासणेची वाट पळयता',
      body: 'वाहन {{name}} ({{regId}}) तपासणे खातीर धाडलें.',
    },
    'vendor-approved': {
      title: 'वेंडराक मान्यताय',
      body: 'वेंडर {{regId}} क मान्यताय मेळ्ळी.',
    },
    'vendor-rejected': {
      title: 'वेंडराक मान्यताय ना',
      body: 'वेंडर {{regId}} क मान्यताय मेळ्ळी ना: {{reason}}',
    },
    'driver-approved': {
      title: 'ड्रायव्हराक मान्यताय',
      body: 'ड्रायव्हर {{regId}} क मान्यताय मेळ्ळी.',
    },
    'driver-rejected': {
      title: 'ड्रायव्हराक मान्यताय ना',
      body: 'ड्रायव्हर {{regId}} क मान्यताय मेळ्ळी ना: {{reason}}',
    },
    'vehicle-approved': {
      title: 'वाहनाक मान्यताय',
      body: 'वाहन {{regId}} क मान्यताय मेळ्ळी.',
    },
    'vehicle-rejected': {
      title: 'वाहनाक मान्यताय ना',
      body: 'वाहन {{regId}} क मान्यताय मेळ्ळी ना: {{reason}}',
    },
    'duty-assigned': { title: 'नवी ड्युटी', body: 'ड्युटी {{regId}} तुमकां नेमल्या.' },
    'duty-moved': { title: 'ड्युटीचो वेळ बदललो', body: 'ड्युटी {{regId}} चो वेळ बदललो.' },
    'duty-updated': { title: 'ड्युटी बदलली', body: 'ड्युटी {{regId}} चो तपशील बदललो.' },
    'duty-cancelled': { title: 'ड्युटी रद्द', body: 'ड्युटी {{regId}} रद्द जाली.' },
    'duty-not-accepted': {
      title: 'ड्युटी स्वीकारूंक ना',
      body: 'ड्युटी {{regId}} एका वराभितर सुरू जातली, पूण अजून स्वीकारूंक ना.',
    },
    'duty-not-started': {
      title: 'ड्युटी सुरू जावंक ना',
      body: 'वेळ सरून 15 मिनटां जालीं तरी ड्युटी {{regId}} सुरू जावंक ना.',
    },
    'document-expiring': {
      title: 'कागद सोंपता',
      body: '{{regId}}: {{paper}} फकत {{validTill}} मेरेन वैध.',
    },
    'expiry-digest': {
      title: 'आयज सोंपपी कागद',
      body: 'सोंपिल्ले कागद: {{expired}}; आयज: {{today}}; 7 दिसां भितर: {{week}}; 30 दिसां भितर: {{month}}.',
    },
    'invitation-accepted': {
      title: 'आमंत्रण स्वीकारलें',
      body: '{{name}} हाणें Raahi चें तुमचें आमंत्रण स्वीकारलें.',
    },
    'password-changed': {
      title: 'पासवर्ड बदललो',
      body: 'तुमचो Raahi पासवर्ड बदललो. हें तुमी केलें ना जाल्यार, तुमच्या अ‍ॅडमिनाक संपर्क करात.',
    },
    'new-device-sign-in': {
      title: 'नवें साइन इन',
      body: 'तुमच्या Raahi खात्यांत नव्या डिव्हायसा वयल्यान ({{device}}) साइन इन जालां. हें तुमी केलें ना जाल्यार, पासवर्ड बदलात.',
    },
    'chat-message': {
      title: 'नवो चॅट संदेश',
      body: '{{name}} हाणें तुमकां Raahi चेर संदेश धाडला. जाप दिवंक चॅट उगडात.',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'ड्युटी {{regId}}: {{vehicleNumber}} वाहनाच्या {{source}} SOS. आतांच Raahi उगडात: {{map}}',
    },
    'geofence-crossed': {
      title: 'जियोफेन्स',
      body: '{{vehicleNumber}} {{at}} वरांर {{geofence}} {{crossing}} (ड्युटी {{regId}}).',
    },
  },
  words: {
    source: { driver: 'ड्रायव्हराचो', passenger: 'प्रवाशाचो' },
    crossing: { entered: 'भितर सरलें', left: 'थावन भायर सरलें' },
    paper: {
      roadTax: 'रोड टॅक्स',
      fitness: 'फिटनेस प्रमाणपत्र',
      permit: 'परमिट',
      insurance: 'विमो',
      emission: 'प्रदूषण (PUC) प्रमाणपत्र',
      licence: 'ड्रायव्हिंग लायसन्स',
    },
  },
};

import type { LanguageTexts } from './language-texts.js';

/**
 * Marathi: the words of apps/web/src/locales/GLOSSARY.md (ड्युटी, वेंडर, चालक, वाहन, मंजुरी, …).
 * A paper's sentence hangs on its "मुदत" (validity), whose gender is fixed, so it reads right
 * whichever paper fills `{{paper}}` (विमा, परमिट, प्रमाणपत्र differ).
 */
export const mr: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'वेंडर तपासणीच्या प्रतीक्षेत',
      body: 'वेंडर {{name}} ({{regId}}) तपासणीसाठी सादर झाला.',
    },
    'driver-submitted': {
      title: 'चालक तपासणीच्या प्रतीक्षेत',
      body: 'चालक {{name}} ({{regId}}) तपासणीसाठी सादर झाला.',
    },
    'vehicle-submitted': {
      title: 'वाहन तपासणीच्या प्रतीक्षेत',
      body: 'वाहन {{name}} ({{regId}}) तपासणीसाठी सादर झाले.',
    },
    'vendor-approved': { title: 'वेंडर मंजूर', body: 'वेंडर {{regId}} मंजूर झाला.' },
    'vendor-rejected': { title: 'वेंडर नामंजूर', body: 'वेंडर {{regId}} नामंजूर झाला: {{reason}}' },
    'driver-approved': { title: 'चालक मंजूर', body: 'चालक {{regId}} मंजूर झाला.' },
    'driver-rejected': { title: 'चालक नामंजूर', body: 'चालक {{regId}} नामंजूर झाला: {{reason}}' },
    'vehicle-approved': { title: 'वाहन मंजूर', body: 'वाहन {{regId}} मंजूर झाले.' },
    'vehicle-rejected': { title: 'वाहन नामंजूर', body: 'वाहन {{regId}} नामंजूर झाले: {{reason}}' },
    'duty-assigned': { title: 'नवीन ड्युटी', body: 'ड्युटी {{regId}} तुम्हाला सोपवली आहे.' },
    'duty-moved': { title: 'ड्युटीची वेळ बदलली', body: 'ड्युटी {{regId}} ची वेळ बदलली आहे.' },
    'duty-updated': { title: 'ड्युटी बदलली', body: 'ड्युटी {{regId}} चे तपशील बदलले आहेत.' },
    'duty-cancelled': { title: 'ड्युटी रद्द', body: 'ड्युटी {{regId}} रद्द झाली आहे.' },
    'duty-not-accepted': {
      title: 'ड्युटी स्वीकारलेली नाही',
      body: 'ड्युटी {{regId}} तासाभरात सुरू होईल आणि अजून स्वीकारलेली नाही.',
    },
    'duty-not-started': {
      title: 'ड्युटी सुरू झालेली नाही',
      body: 'ड्युटी {{regId}} वेळ होऊन 15 मिनिटे झाली तरी सुरू झालेली नाही.',
    },
    'document-expiring': {
      title: 'कागदपत्राची मुदत संपत आहे',
      body: '{{regId}} साठी {{paper}} ची मुदत {{validTill}} पर्यंतच आहे.',
    },
    'expiry-digest': {
      title: 'आज मुदत संपणारी कागदपत्रे',
      body: 'मुदत संपलेली कागदपत्रे: {{expired}}; आज: {{today}}; 7 दिवसांत: {{week}}; 30 दिवसांत: {{month}}.',
    },
    'invitation-accepted': {
      title: 'आमंत्रण स्वीकारले',
      body: '{{name}} यांनी Raahi मध्ये येण्याचे तुमचे आमंत्रण स्वीकारले.',
    },
    'password-changed': {
      title: 'पासवर्ड बदलला',
      body: 'तुमचा Raahi पासवर्ड बदलण्यात आला. हे तुम्ही केले नसेल, तर तुमच्या अ‍ॅडमिनशी संपर्क साधा.',
    },
    'new-device-sign-in': {
      title: 'नवीन साइन इन',
      body: 'तुमच्या Raahi खात्यात नवीन डिव्हाइसवरून ({{device}}) साइन इन झाले. हे तुम्ही नसाल, तर पासवर्ड बदला.',
    },
    'chat-message': {
      title: 'नवीन चॅट मेसेज',
      body: '{{name}} यांनी तुम्हाला Raahi वर मेसेज पाठवला. उत्तर देण्यासाठी चॅट उघडा.',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'ड्युटी {{regId}}: {{vehicleNumber}} वाहनाच्या {{source}} SOS. आत्ताच Raahi उघडा: {{map}}',
    },
    'geofence-crossed': {
      title: 'जिओफेन्स',
      body: '{{vehicleNumber}} {{at}} वाजता {{geofence}} {{crossing}} (ड्युटी {{regId}}).',
    },
  },
  words: {
    source: { driver: 'चालकाकडून', passenger: 'प्रवाशाकडून' },
    // The web's phrases: "… T2 या जिओफेन्समध्ये आले".
    crossing: { entered: 'या जिओफेन्समध्ये आले', left: 'या जिओफेन्समधून बाहेर गेले' },
    paper: {
      roadTax: 'रोड टॅक्स',
      fitness: 'फिटनेस प्रमाणपत्र',
      permit: 'परमिट',
      insurance: 'विमा',
      emission: 'प्रदूषण (PUC) प्रमाणपत्र',
      licence: 'ड्रायव्हिंग लायसन्स',
    },
  },
};

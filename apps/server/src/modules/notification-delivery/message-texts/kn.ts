import type { LanguageTexts } from './language-texts.js';

/** Kannada: the words of apps/web/src/locales/GLOSSARY.md (ಡ್ಯೂಟಿ, ವೆಂಡರ್, ಚಾಲಕ, ವಾಹನ, …). */
export const kn: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'ವೆಂಡರ್ ಪರಿಶೀಲನೆಗೆ ಕಾಯುತ್ತಿದೆ',
      body: 'ವೆಂಡರ್ {{name}} ({{regId}}) ಪರಿಶೀಲನೆಗೆ ಸಲ್ಲಿಕೆಯಾಗಿದೆ.',
    },
    'driver-submitted': {
      title: 'ಚಾಲಕರು ಪರಿಶೀಲನೆಗೆ ಕಾಯುತ್ತಿದ್ದಾರೆ',
      body: 'ಚಾಲಕ {{name}} ({{regId}}) ಪರಿಶೀಲನೆಗೆ ಸಲ್ಲಿಕೆಯಾಗಿದೆ.',
    },
    'vehicle-submitted': {
      title: 'ವಾಹನ ಪರಿಶೀಲನೆಗೆ ಕಾಯುತ್ತಿದೆ',
      body: 'ವಾಹನ {{name}} ({{regId}}) ಪರಿಶೀಲನೆಗೆ ಸಲ್ಲಿಕೆಯಾಗಿದೆ.',
    },
    'vendor-approved': { title: 'ವೆಂಡರ್ ಅನುಮೋದನೆ', body: 'ವೆಂಡರ್ {{regId}} ಅನುಮೋದನೆಯಾಗಿದೆ.' },
    'vendor-rejected': {
      title: 'ವೆಂಡರ್ ತಿರಸ್ಕೃತ',
      body: 'ವೆಂಡರ್ {{regId}} ತಿರಸ್ಕೃತವಾಗಿದೆ: {{reason}}',
    },
    'driver-approved': { title: 'ಚಾಲಕ ಅನುಮೋದನೆ', body: 'ಚಾಲಕ {{regId}} ಅನುಮೋದನೆಯಾಗಿದೆ.' },
    'driver-rejected': {
      title: 'ಚಾಲಕ ತಿರಸ್ಕೃತ',
      body: 'ಚಾಲಕ {{regId}} ತಿರಸ್ಕೃತವಾಗಿದೆ: {{reason}}',
    },
    'vehicle-approved': { title: 'ವಾಹನ ಅನುಮೋದನೆ', body: 'ವಾಹನ {{regId}} ಅನುಮೋದನೆಯಾಗಿದೆ.' },
    'vehicle-rejected': {
      title: 'ವಾಹನ ತಿರಸ್ಕೃತ',
      body: 'ವಾಹನ {{regId}} ತಿರಸ್ಕೃತವಾಗಿದೆ: {{reason}}',
    },
    'duty-assigned': { title: 'ಹೊಸ ಡ್ಯೂಟಿ', body: 'ಡ್ಯೂಟಿ {{regId}} ನಿಮಗೆ ನಿಯೋಜಿಸಲಾಗಿದೆ.' },
    'duty-moved': { title: 'ಡ್ಯೂಟಿ ಸಮಯ ಬದಲಾಗಿದೆ', body: 'ಡ್ಯೂಟಿ {{regId}} ಗೆ ಹೊಸ ಸಮಯ.' },
    'duty-updated': { title: 'ಡ್ಯೂಟಿ ಬದಲಾಗಿದೆ', body: 'ಡ್ಯೂಟಿ {{regId}} ವಿವರಗಳು ಬದಲಾಗಿವೆ.' },
    'duty-cancelled': { title: 'ಡ್ಯೂಟಿ ರದ್ದು', body: 'ಡ್ಯೂಟಿ {{regId}} ರದ್ದಾಗಿದೆ.' },
    'duty-not-accepted': {
      title: 'ಡ್ಯೂಟಿ ಒಪ್ಪಿಕೊಂಡಿಲ್ಲ',
      body: 'ಡ್ಯೂಟಿ {{regId}} ಒಂದು ಗಂಟೆಯೊಳಗೆ ಪ್ರಾರಂಭ, ಇನ್ನೂ ಒಪ್ಪಿಕೊಂಡಿಲ್ಲ.',
    },
    'duty-not-started': {
      title: 'ಡ್ಯೂಟಿ ಪ್ರಾರಂಭವಾಗಿಲ್ಲ',
      body: 'ಡ್ಯೂಟಿ {{regId}} ಸಮಯ ಮೀರಿ 15 ನಿಮಿಷವಾದರೂ ಪ್ರಾರಂಭವಾಗಿಲ್ಲ.',
    },
    'document-expiring': {
      title: 'ದಾಖಲೆ ಮುಗಿಯುತ್ತಿದೆ',
      body: '{{regId}} ನ {{paper}} {{validTill}} ವರೆಗೆ ಮಾತ್ರ ಮಾನ್ಯ.',
    },
    'expiry-digest': {
      title: 'ಇಂದು ಮುಗಿಯುತ್ತಿರುವ ದಾಖಲೆಗಳು',
      body: 'ಮುಗಿದ ದಾಖಲೆಗಳು: {{expired}}; ಇಂದು: {{today}}; 7 ದಿನಗಳಲ್ಲಿ: {{week}}; 30 ದಿನಗಳಲ್ಲಿ: {{month}}.',
    },
    'invitation-accepted': {
      title: 'ಆಹ್ವಾನ ಒಪ್ಪಿಕೊಳ್ಳಲಾಗಿದೆ',
      body: '{{name}} Raahi ಗೆ ನಿಮ್ಮ ಆಹ್ವಾನ ಒಪ್ಪಿಕೊಂಡಿದ್ದಾರೆ.',
    },
    'password-changed': {
      title: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ',
      body: 'ನಿಮ್ಮ Raahi ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿದೆ. ನೀವು ಬದಲಾಯಿಸದಿದ್ದರೆ ನಿಮ್ಮ ಆಡಳಿತಗಾರರನ್ನು ಸಂಪರ್ಕಿಸಿ.',
    },
    'new-device-sign-in': {
      title: 'ಹೊಸ ಸೈನ್ ಇನ್',
      body: 'ನಿಮ್ಮ Raahi ಖಾತೆಗೆ ಹೊಸ ಸಾಧನದಿಂದ ({{device}}) ಸೈನ್ ಇನ್ ಆಗಿದೆ. ನೀವಲ್ಲದಿದ್ದರೆ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ.',
    },
    'chat-message': {
      title: 'ಹೊಸ ಚಾಟ್ ಸಂದೇಶ',
      body: '{{name}} Raahi ಯಲ್ಲಿ ನಿಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿದ್ದಾರೆ. ಉತ್ತರಿಸಲು ಚಾಟ್ ತೆರೆಯಿರಿ.',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'ಡ್ಯೂಟಿ {{regId}}: {{vehicleNumber}} ನ {{source}} SOS. ಈಗಲೇ Raahi ತೆರೆಯಿರಿ: {{map}}',
    },
    'geofence-crossed': {
      title: 'ಜಿಯೋಫೆನ್ಸ್',
      body: '{{vehicleNumber}} {{at}} ಕ್ಕೆ {{geofence}} {{crossing}} (ಡ್ಯೂಟಿ {{regId}}).',
    },
  },
  words: {
    source: { driver: 'ಚಾಲಕರಿಂದ', passenger: 'ಪ್ರಯಾಣಿಕರಿಂದ' },
    crossing: { entered: 'ಒಳಗೆ ಬಂತು', left: 'ಹೊರಗೆ ಹೋಯಿತು' },
    paper: {
      roadTax: 'ರಸ್ತೆ ತೆರಿಗೆ',
      fitness: 'ಫಿಟ್‌ನೆಸ್ ಪ್ರಮಾಣಪತ್ರ',
      permit: 'ಪರ್ಮಿಟ್',
      insurance: 'ವಿಮೆ',
      emission: 'ಹೊಗೆ ತಪಾಸಣೆ ಪ್ರಮಾಣಪತ್ರ',
      licence: 'ಚಾಲನಾ ಪರವಾನಗಿ',
    },
  },
};

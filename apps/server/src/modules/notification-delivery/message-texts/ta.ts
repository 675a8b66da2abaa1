import type { LanguageTexts } from './language-texts.js';

/**
 * Tamil: the words of apps/web/src/locales/GLOSSARY.md (டியூட்டி, வெண்டர், ஓட்டுநர், வாகனம்,
 * ஒப்புதல், …). A review's "no" reads as the web's "ஒப்புதல் கிடைக்கவில்லை" (no approval),
 * not a harsher "rejected", so the SMS and the notifications list say the same thing.
 */
export const ta: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'வெண்டர் சரிபார்ப்புக்குக் காத்திருக்கிறது',
      body: 'வெண்டர் {{name}} ({{regId}}) சரிபார்ப்புக்கு அனுப்பப்பட்டது.',
    },
    'driver-submitted': {
      title: 'ஓட்டுநர் சரிபார்ப்புக்குக் காத்திருக்கிறார்',
      body: 'ஓட்டுநர் {{name}} ({{regId}}) சரிபார்ப்புக்கு அனுப்பப்பட்டார்.',
    },
    'vehicle-submitted': {
      title: 'வாகனம் சரிபார்ப்புக்குக் காத்திருக்கிறது',
      body: 'வாகனம் {{name}} ({{regId}}) சரிபார்ப்புக்கு அனுப்பப்பட்டது.',
    },
    'vendor-approved': {
      title: 'வெண்டருக்கு ஒப்புதல்',
      body: 'வெண்டர் {{regId}}க்கு ஒப்புதல் கிடைத்தது.',
    },
    'vendor-rejected': {
      title: 'வெண்டருக்கு ஒப்புதல் இல்லை',
      body: 'வெண்டர் {{regId}}க்கு ஒப்புதல் கிடைக்கவில்லை: {{reason}}',
    },
    'driver-approved': {
      title: 'ஓட்டுநருக்கு ஒப்புதல்',
      body: 'ஓட்டுநர் {{regId}}க்கு ஒப்புதல் கிடைத்தது.',
    },
    'driver-rejected': {
      title: 'ஓட்டுநருக்கு ஒப்புதல் இல்லை',
      body: 'ஓட்டுநர் {{regId}}க்கு ஒப்புதல் கிடைக்கவில்லை: {{reason}}',
    },
    'vehicle-approved': {
      title: 'வாகனத்துக்கு ஒப்புதல்',
      body: 'வாகனம் {{regId}}க்கு ஒப்புதல் கிடைத்தது.',
    },
    'vehicle-rejected': {
      title: 'வாகனத்துக்கு ஒப்புதல் இல்லை',
      body: 'வாகனம் {{regId}}க்கு ஒப்புதல் கிடைக்கவில்லை: {{reason}}',
    },
    'duty-assigned': {
      title: 'புதிய டியூட்டி',
      body: 'டியூட்டி {{regId}} உங்களுக்கு ஒதுக்கப்பட்டது.',
    },
    'duty-moved': {
      title: 'டியூட்டி நேரம் மாறியது',
      body: 'டியூட்டி {{regId}} இன் நேரம் மாற்றப்பட்டுள்ளது.',
    },
    'duty-updated': {
      title: 'டியூட்டி மாறியது',
      body: 'டியூட்டி {{regId}} இன் விவரங்கள் மாற்றப்பட்டுள்ளன.',
    },
    'duty-cancelled': {
      title: 'டியூட்டி ரத்து',
      body: 'டியூட்டி {{regId}} ரத்து செய்யப்பட்டது.',
    },
    'duty-not-accepted': {
      title: 'டியூட்டி ஏற்கப்படவில்லை',
      body: 'டியூட்டி {{regId}} ஒரு மணி நேரத்துக்குள் தொடங்கும், இன்னும் ஏற்கப்படவில்லை.',
    },
    'duty-not-started': {
      title: 'டியூட்டி தொடங்கவில்லை',
      body: 'டியூட்டி {{regId}} நேரம் கடந்து 15 நிமிடங்கள் ஆகியும் தொடங்கவில்லை.',
    },
    'document-expiring': {
      title: 'ஆவணம் முடிகிறது',
      body: '{{regId}} இன் {{paper}} {{validTill}} வரை மட்டுமே செல்லுபடியாகும்.',
    },
    'expiry-digest': {
      title: 'இன்று முடியும் ஆவணங்கள்',
      body: 'முடிந்த ஆவணங்கள்: {{expired}}; இன்று: {{today}}; 7 நாட்களுக்குள்: {{week}}; 30 நாட்களுக்குள்: {{month}}.',
    },
    'invitation-accepted': {
      title: 'அழைப்பு ஏற்கப்பட்டது',
      body: '{{name}} Raahi-க்கான உங்கள் அழைப்பை ஏற்றுக்கொண்டார்.',
    },
    'password-changed': {
      title: 'கடவுச்சொல் மாறியது',
      body: 'உங்கள் Raahi கடவுச்சொல் மாற்றப்பட்டது. இதை நீங்கள் செய்யவில்லை என்றால், உங்கள் நிர்வாகியைத் தொடர்புகொள்ளுங்கள்.',
    },
    'new-device-sign-in': {
      title: 'புதிய உள்நுழைவு',
      body: 'உங்கள் Raahi கணக்கில் புதிய சாதனத்திலிருந்து ({{device}}) உள்நுழைவு நடந்துள்ளது. இது நீங்கள் இல்லையென்றால், கடவுச்சொல்லை மாற்றுங்கள்.',
    },
    'chat-message': {
      title: 'புதிய அரட்டைச் செய்தி',
      body: '{{name}} Raahi-யில் உங்களுக்குச் செய்தி அனுப்பியுள்ளார். பதிலளிக்க அரட்டையைத் திறக்கவும்.',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'டியூட்டி {{regId}}: {{vehicleNumber}} வாகனத்தின் {{source}} SOS. உடனே Raahi-ஐத் திறக்கவும்: {{map}}',
    },
    'geofence-crossed': {
      title: 'ஜியோஃபென்ஸ்',
      body: '{{vehicleNumber}} {{at}}க்கு {{geofence}} {{crossing}} (டியூட்டி {{regId}}).',
    },
  },
  words: {
    source: { driver: 'ஓட்டுநரிடமிருந்து', passenger: 'பயணியிடமிருந்து' },
    // Said of the place: "entered the area T2", "left the area T2".
    crossing: { entered: 'பகுதிக்குள் நுழைந்தது', left: 'பகுதியிலிருந்து வெளியேறியது' },
    paper: {
      roadTax: 'சாலை வரி',
      fitness: 'ஃபிட்னஸ் சான்றிதழ் (FC)',
      permit: 'பர்மிட்',
      insurance: 'காப்பீடு',
      emission: 'புகைப் பரிசோதனைச் சான்றிதழ் (PUC)',
      licence: 'ஓட்டுநர் உரிமம்',
    },
  },
};

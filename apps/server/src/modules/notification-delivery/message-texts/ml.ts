import type { LanguageTexts } from './language-texts.js';

/**
 * Malayalam: the words of apps/web/src/locales/GLOSSARY.md (ഡ്യൂട്ടി, വെണ്ടർ, ഡ്രൈവർ, വാഹനം,
 * അംഗീകാരം, …). A review's "no" is the web's "അംഗീകരിച്ചില്ല" (not approved), and a crossing the
 * web's own phrase, so the SMS and the notifications list say the same thing.
 */
export const ml: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'വെണ്ടർ പരിശോധനയ്ക്ക് കാത്തിരിക്കുന്നു',
      body: 'വെണ്ടർ {{name}} ({{regId}}) പരിശോധനയ്ക്ക് സമർപ്പിച്ചു.',
    },
    'driver-submitted': {
      title: 'ഡ്രൈവർ പരിശോധനയ്ക്ക് കാത്തിരിക്കുന്നു',
      body: 'ഡ്രൈവർ {{name}} ({{regId}}) പരിശോധനയ്ക്ക് സമർപ്പിച്ചു.',
    },
    'vehicle-submitted': {
      title: 'വാഹനം പരിശോധനയ്ക്ക് കാത്തിരിക്കുന്നു',
      body: 'വാഹനം {{name}} ({{regId}}) പരിശോധനയ്ക്ക് സമർപ്പിച്ചു.',
    },
    'vendor-approved': { title: 'വെണ്ടർ അംഗീകരിച്ചു', body: 'വെണ്ടർ {{regId}} അംഗീകരിച്ചു.' },
    'vendor-rejected': {
      title: 'വെണ്ടർ അംഗീകരിച്ചില്ല',
      body: 'വെണ്ടർ {{regId}} അംഗീകരിച്ചില്ല: {{reason}}',
    },
    'driver-approved': { title: 'ഡ്രൈവർ അംഗീകരിച്ചു', body: 'ഡ്രൈവർ {{regId}} അംഗീകരിച്ചു.' },
    'driver-rejected': {
      title: 'ഡ്രൈവർ അംഗീകരിച്ചില്ല',
      body: 'ഡ്രൈവർ {{regId}} അംഗീകരിച്ചില്ല: {{reason}}',
    },
    'vehicle-approved': { title: 'വാഹനം അംഗീകരിച്ചു', body: 'വാഹനം {{regId}} അംഗീകരിച്ചു.' },
    'vehicle-rejected': {
      title: 'വാഹനം അംഗീകരിച്ചില്ല',
      body: 'വാഹനം {{regId}} അംഗീകരിച്ചില്ല: {{reason}}',
    },
    'duty-assigned': { title: 'പുതിയ ഡ്യൂട്ടി', body: 'ഡ്യൂട്ടി {{regId}} നിങ്ങളെ ഏൽപ്പിച്ചു.' },
    'duty-moved': {
      title: 'ഡ്യൂട്ടി സമയം മാറി',
      body: 'ഡ്യൂട്ടി {{regId}}-ന്റെ സമയം മാറ്റി.',
    },
    'duty-updated': {
      title: 'ഡ്യൂട്ടി മാറ്റി',
      body: 'ഡ്യൂട്ടി {{regId}}-ന്റെ വിവരങ്ങൾ മാറ്റി.',
    },
    'duty-cancelled': { title: 'ഡ്യൂട്ടി റദ്ദാക്കി', body: 'ഡ്യൂട്ടി {{regId}} റദ്ദാക്കി.' },
    'duty-not-accepted': {
      title: 'ഡ്യൂട്ടി സ്വീകരിച്ചിട്ടില്ല',
      body: 'ഡ്യൂട്ടി {{regId}} ഒരു മണിക്കൂറിനുള്ളിൽ തുടങ്ങും, ഇതുവരെ സ്വീകരിച്ചിട്ടില്ല.',
    },
    'duty-not-started': {
      title: 'ഡ്യൂട്ടി തുടങ്ങിയിട്ടില്ല',
      body: 'ഡ്യൂട്ടി {{regId}} സമയം കഴിഞ്ഞ് 15 മിനിറ്റായിട്ടും തുടങ്ങിയിട്ടില്ല.',
    },
    'document-expiring': {
      title: 'രേഖയുടെ കാലാവധി തീരുന്നു',
      body: '{{regId}}-ന്റെ {{paper}} {{validTill}} വരെ മാത്രമേ സാധുവായിരിക്കൂ.',
    },
    'expiry-digest': {
      title: 'ഇന്ന് കാലാവധി തീരുന്ന രേഖകൾ',
      body: 'കാലാവധി തീർന്ന രേഖകൾ: {{expired}}; ഇന്ന്: {{today}}; 7 ദിവസത്തിനുള്ളിൽ: {{week}}; 30 ദിവസത്തിനുള്ളിൽ: {{month}}.',
    },
    'invitation-accepted': {
      title: 'ക്ഷണം സ്വീകരിച്ചു',
      body: '{{name}} Raahi-യിലേക്കുള്ള നിങ്ങളുടെ ക്ഷണം സ്വീകരിച്ചു.',
    },
    'password-changed': {
      title: 'പാസ്‌വേഡ് മാറ്റി',
      body: 'നിങ്ങളുടെ Raahi പാസ്‌വേഡ് മാറ്റി. ഇത് നിങ്ങൾ ചെയ്തതല്ലെങ്കിൽ, നിങ്ങളുടെ അഡ്മിനെ ബന്ധപ്പെടുക.',
    },
    'new-device-sign-in': {
      title: 'പുതിയ സൈൻ ഇൻ',
      body: 'നിങ്ങളുടെ Raahi അക്കൗണ്ടിൽ ഒരു പുതിയ ഡിവൈസിൽ നിന്ന് ({{device}}) സൈൻ ഇൻ ചെയ്തു. ഇത് നിങ്ങളല്ലെങ്കിൽ, പാസ്‌വേഡ് മാറ്റുക.',
    },
    'chat-message': {
      title: 'പുതിയ ചാറ്റ് മെസേജ്',
      body: '{{name}} Raahi-യിൽ നിങ്ങൾക്ക് ഒരു മെസേജ് അയച്ചു. മറുപടി നൽകാൻ ചാറ്റ് തുറക്കുക.',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'ഡ്യൂട്ടി {{regId}}: {{vehicleNumber}} വാഹനത്തിലെ {{source}} SOS. ഉടൻ Raahi തുറക്കുക: {{map}}',
    },
    'geofence-crossed': {
      title: 'ജിയോഫെൻസ്',
      body: '{{vehicleNumber}} {{at}}-ന് {{geofence}} {{crossing}} (ഡ്യൂട്ടി {{regId}}).',
    },
  },
  words: {
    source: { driver: 'ഡ്രൈവറുടെ', passenger: 'യാത്രക്കാരന്റെ' },
    crossing: {
      entered: 'എന്ന ജിയോഫെൻസിൽ കയറി',
      left: 'എന്ന ജിയോഫെൻസിൽ നിന്ന് പുറത്തിറങ്ങി',
    },
    paper: {
      roadTax: 'റോഡ് ടാക്സ്',
      fitness: 'ഫിറ്റ്നസ് സർട്ടിഫിക്കറ്റ്',
      permit: 'പെർമിറ്റ്',
      insurance: 'ഇൻഷുറൻസ്',
      emission: 'പുക പരിശോധന സർട്ടിഫിക്കറ്റ് (PUC)',
      licence: 'ഡ്രൈവിംഗ് ലൈസൻസ്',
    },
  },
};

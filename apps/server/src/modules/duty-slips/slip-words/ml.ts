import type { SlipWords } from './slip-words.js';

/** Malayalam: the slip page's words (apps/web/src/locales/ml/dutySlips.json) and the glossary's. */
export const ml: SlipWords = {
  title: 'ഡ്യൂട്ടി സ്ലിപ്പ് {{number}}',
  dutyLine: 'ഡ്യൂട്ടി {{regId}} · {{company}} · {{serviceType}}',
  headings: {
    duty: 'ഡ്യൂട്ടി',
    garageToGarage: 'ഗാരേജ് മുതൽ ഗാരേജ് വരെ',
    charges: 'ചാർജുകൾ',
    remarks: 'കുറിപ്പുകൾ',
    confirmation: 'യാത്രക്കാരന്റെ സ്ഥിരീകരണം',
  },
  people: {
    vendor: 'വെണ്ടർ',
    driver: 'ഡ്രൈവർ',
    vehicle: 'വാഹനം',
    passengers: 'യാത്രക്കാർ',
    pickup: 'പിക്കപ്പ്',
    drop: 'ഡ്രോപ്പ്',
  },
  columns: {
    time: 'സമയം',
    odometer: 'ഓഡോമീറ്റർ',
  },
  points: {
    garageOut: 'ഗാരേജിൽ നിന്ന് ഇറങ്ങി',
    reported: 'പിക്കപ്പിൽ എത്തി',
    boarded: 'യാത്രക്കാരൻ കയറി',
    dropped: 'യാത്രക്കാരനെ ഇറക്കി',
    garageIn: 'ഗാരേജിൽ തിരിച്ചെത്തി',
    total: 'ആകെ',
  },
  chargeColumns: {
    charge: 'ചാർജ്',
    note: 'കുറിപ്പ്',
    receipt: 'രസീത്',
    amount: 'തുക',
  },
  chargeKinds: {
    toll: 'ടോൾ',
    parking: 'പാർക്കിംഗ്',
    permit: 'പെർമിറ്റ്',
    other: 'മറ്റുള്ളവ',
  },
  none: 'ഒന്നുമില്ല',
  attached: 'ചേർത്തിട്ടുണ്ട്',
  sums: {
    charges: 'ആകെ ചാർജുകൾ',
    nightAllowance: 'നൈറ്റ് ബത്ത',
    driverAllowance: 'ഡ്രൈവർ ബത്ത',
    advance: 'വാങ്ങിയ അഡ്വാൻസ്',
  },
  startCode: 'കയറുമ്പോൾ സ്റ്റാർട്ട് കോഡ് നൽകി, {{when}}',
  signedOnPhone: 'ഡ്രൈവറുടെ ഫോണിൽ ഒപ്പിട്ടു',
  notConfirmed: 'ഇതുവരെ സ്ഥിരീകരിച്ചിട്ടില്ല',
  printed: 'പ്രിന്റ് ചെയ്തത് {{when}}',
  billed: 'ബിൽ ചെയ്തത് {{when}}',
  km: '{{km}}',
  duration: '{{hours}} മ. {{minutes}} മിനിറ്റ്',
};

import type { LanguageTexts } from './language-texts.js';

/**
 * Telugu: the words of apps/web/src/locales/GLOSSARY.md (డ్యూటీ, వెండర్, డ్రైవర్, వాహనం, ఆమోదం,
 * …). A review's "no" is the web's "ఆమోదం లభించలేదు" (no approval), not a harsher "rejected".
 * A submitted record's "details were sent", so a driver is not spoken of as a thing.
 */
export const te: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'వెండర్ పరిశీలన కోసం వేచి ఉంది',
      body: 'వెండర్ {{name}} ({{regId}}) వివరాలు పరిశీలనకు పంపబడ్డాయి.',
    },
    'driver-submitted': {
      title: 'డ్రైవర్ పరిశీలన కోసం వేచి ఉన్నారు',
      body: 'డ్రైవర్ {{name}} ({{regId}}) వివరాలు పరిశీలనకు పంపబడ్డాయి.',
    },
    'vehicle-submitted': {
      title: 'వాహనం పరిశీలన కోసం వేచి ఉంది',
      body: 'వాహనం {{name}} ({{regId}}) వివరాలు పరిశీలనకు పంపబడ్డాయి.',
    },
    'vendor-approved': {
      title: 'వెండర్‌కు ఆమోదం',
      body: 'వెండర్ {{regId}}కు ఆమోదం లభించింది.',
    },
    'vendor-rejected': {
      title: 'వెండర్‌కు ఆమోదం లేదు',
      body: 'వెండర్ {{regId}}కు ఆమోదం లభించలేదు: {{reason}}',
    },
    'driver-approved': {
      title: 'డ్రైవర్‌కు ఆమోదం',
      body: 'డ్రైవర్ {{regId}}కు ఆమోదం లభించింది.',
    },
    'driver-rejected': {
      title: 'డ్రైవర్‌కు ఆమోదం లేదు',
      body: 'డ్రైవర్ {{regId}}కు ఆమోదం లభించలేదు: {{reason}}',
    },
    'vehicle-approved': {
      title: 'వాహనానికి ఆమోదం',
      body: 'వాహనం {{regId}}కు ఆమోదం లభించింది.',
    },
    'vehicle-rejected': {
      title: 'వాహనానికి ఆమోదం లేదు',
      body: 'వాహనం {{regId}}కు ఆమోదం లభించలేదు: {{reason}}',
    },
    'duty-assigned': { title: 'కొత్త డ్యూటీ', body: 'డ్యూటీ {{regId}} మీకు కేటాయించబడింది.' },
    'duty-moved': { title: 'డ్యూటీ సమయం మారింది', body: 'డ్యూటీ {{regId}} సమయం మారింది.' },
    'duty-updated': { title: 'డ్యూటీ మారింది', body: 'డ్యూటీ {{regId}} వివరాలు మారాయి.' },
    'duty-cancelled': { title: 'డ్యూటీ రద్దు', body: 'డ్యూటీ {{regId}} రద్దయింది.' },
    'duty-not-accepted': {
      title: 'డ్యూటీ అంగీకరించలేదు',
      body: 'డ్యూటీ {{regId}} గంటలోపు మొదలవుతుంది, ఇంకా అంగీకరించలేదు.',
    },
    'duty-not-started': {
      title: 'డ్యూటీ మొదలవలేదు',
      body: 'డ్యూటీ {{regId}} సమయం దాటి 15 నిమిషాలైనా మొదలవలేదు.',
    },
    'document-expiring': {
      title: 'పత్రం గడువు ముగుస్తోంది',
      body: '{{regId}} యొక్క {{paper}} {{validTill}} వరకే చెల్లుతుంది.',
    },
    'expiry-digest': {
      title: 'ఈరోజు గడువు ముగిసే పత్రాలు',
      body: 'గడువు ముగిసిన పత్రాలు: {{expired}}; ఈరోజు: {{today}}; 7 రోజుల్లో: {{week}}; 30 రోజుల్లో: {{month}}.',
    },
    'invitation-accepted': {
      title: 'ఆహ్వానం అంగీకరించబడింది',
      body: '{{name}} Raahi లో చేరడానికి మీ ఆహ్వానాన్ని అంగీకరించారు.',
    },
    'password-changed': {
      title: 'పాస్‌వర్డ్ మారింది',
      body: 'మీ Raahi పాస్‌వర్డ్ మార్చబడింది. ఇది మీరు చేయకపోతే, మీ అడ్మిన్‌ను సంప్రదించండి.',
    },
    'new-device-sign-in': {
      title: 'కొత్త సైన్ ఇన్',
      body: 'మీ Raahi ఖాతాలో కొత్త పరికరం ({{device}}) నుండి సైన్ ఇన్ అయింది. ఇది మీరు కాకపోతే, పాస్‌వర్డ్ మార్చండి.',
    },
    'chat-message': {
      title: 'కొత్త చాట్ సందేశం',
      body: '{{name}} Raahi లో మీకు సందేశం పంపారు. జవాబు ఇవ్వడానికి చాట్ తెరవండి.',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'డ్యూటీ {{regId}}: {{vehicleNumber}} వాహనం {{source}} SOS. వెంటనే Raahi తెరవండి: {{map}}',
    },
    'geofence-crossed': {
      title: 'జియోఫెన్స్',
      body: '{{vehicleNumber}} {{at}}కు {{geofence}} {{crossing}} (డ్యూటీ {{regId}}).',
    },
  },
  words: {
    source: { driver: 'డ్రైవర్ నుండి', passenger: 'ప్రయాణికుడి నుండి' },
    crossing: { entered: 'లోపలికి వచ్చింది', left: 'నుండి బయటకు వెళ్లింది' },
    paper: {
      roadTax: 'రోడ్ ట్యాక్స్',
      fitness: 'ఫిట్‌నెస్ సర్టిఫికెట్',
      permit: 'పర్మిట్',
      insurance: 'బీమా',
      emission: 'కాలుష్య (PUC) సర్టిఫికెట్',
      licence: 'డ్రైవింగ్ లైసెన్స్',
    },
  },
};

import type { LanguageTexts } from './language-texts.js';

/**
 * The English words of a notification sent outside the app (push, e-mail, SMS). The centre
 * builds its own from the web's message keys; these are kept apart on purpose: an SMS must match
 * its DLT-registered template word for word, so they change only with a new registration.
 * A code among the parameters (an expiring paper, an SOS's source) is put into words here too.
 */
export const en: LanguageTexts = {
  texts: {
    'vendor-submitted': {
      title: 'Vendor waiting for review',
      body: 'Vendor {{name}} ({{regId}}) was submitted for review.',
    },
    'driver-submitted': {
      title: 'Driver waiting for review',
      body: 'Driver {{name}} ({{regId}}) was submitted for review.',
    },
    'vehicle-submitted': {
      title: 'Vehicle waiting for review',
      body: 'Vehicle {{name}} ({{regId}}) was submitted for review.',
    },
    'vendor-approved': { title: 'Vendor approved', body: 'Vendor {{regId}} is approved.' },
    'vendor-rejected': {
      title: 'Vendor rejected',
      body: 'Vendor {{regId}} was rejected: {{reason}}',
    },
    'driver-approved': { title: 'Driver approved', body: 'Driver {{regId}} is approved.' },
    'driver-rejected': {
      title: 'Driver rejected',
      body: 'Driver {{regId}} was rejected: {{reason}}',
    },
    'vehicle-approved': { title: 'Vehicle approved', body: 'Vehicle {{regId}} is approved.' },
    'vehicle-rejected': {
      title: 'Vehicle rejected',
      body: 'Vehicle {{regId}} was rejected: {{reason}}',
    },
    'duty-assigned': { title: 'Duty assigned', body: 'Duty {{regId}} is assigned to you.' },
    'duty-moved': { title: 'Duty moved', body: 'Duty {{regId}} has a new time.' },
    'duty-updated': { title: 'Duty changed', body: 'The details of duty {{regId}} changed.' },
    'duty-cancelled': { title: 'Duty cancelled', body: 'Duty {{regId}} is cancelled.' },
    'duty-not-accepted': {
      title: 'Duty not accepted',
      body: 'Duty {{regId}} starts within the hour and is not accepted yet.',
    },
    'duty-not-started': {
      title: 'Duty not started',
      body: 'Duty {{regId}} has not started 15 minutes after its time.',
    },
    'document-expiring': {
      title: 'Document expiring',
      body: 'The {{paper}} of {{regId}} is valid till {{validTill}}.',
    },
    'expiry-digest': {
      title: 'Expiring documents today',
      body: 'Papers expired: {{expired}}; today: {{today}}; within 7 days: {{week}}; within 30 days: {{month}}.',
    },
    'invitation-accepted': {
      title: 'Invitation accepted',
      body: '{{name}} accepted your invitation to Raahi.',
    },
    'password-changed': {
      title: 'Password changed',
      body: 'Your Raahi password was changed. If it was not you, contact your administrator.',
    },
    'new-device-sign-in': {
      title: 'New sign-in',
      body: 'Your Raahi account was signed in from a new device ({{device}}). If it was not you, change your password.',
    },
    // Never the message itself: an SMS goes through an operator's gateway and its DLT template.
    'chat-message': {
      title: 'New chat message',
      body: '{{name}} sent you a message on Raahi. Open Chat to reply.',
    },
    'sos-raised': {
      title: 'SOS',
      body: 'SOS from the {{source}} of {{vehicleNumber}} on duty {{regId}}. Open Raahi now: {{map}}',
    },
    'geofence-crossed': {
      title: 'Geofence',
      body: '{{vehicleNumber}} {{crossing}} {{geofence}} at {{at}} (duty {{regId}}).',
    },
  },
  words: {
    source: { driver: 'driver', passenger: 'passenger' },
    crossing: { entered: 'entered', left: 'left' },
    paper: {
      roadTax: 'road tax',
      fitness: 'fitness certificate',
      permit: 'permit',
      insurance: 'insurance',
      emission: 'PUC certificate',
      licence: 'driving licence',
    },
  },
};

/**
 * How the catalogues are cut: each part is a file per language (locales/<code>/<part>.json)
 * holding these top-level keys of the English strings, and a screen loads only the parts its
 * path needs, in the chosen language. English itself is bundled as before (lib/i18n.ts).
 */
export const PARTS = {
  public: ['app', 'nav', 'landing', 'notFound', 'routeError'],
  // The libraries' own words (pagers, stars, pickers, toasts, close buttons), fed to MUI and
  // react-toastify in the current language (lib/languages/mui-texts.ts): every page has forms or lists.
  mui: ['mui'],
  about: ['about'],
  // What went wrong in a request (no network, a timeout, the unexpected): every page that sends
  // one, the public forms included.
  errors: ['errors'],
  shell: [
    'sidebar',
    'logout',
    'roles',
    'shell',
    'statuses',
    'copy',
    'comingSoon',
    'languages',
    // The screens' names (coming soon, the languages page, the dashboard's next step), the
    // search picker of every form, and the new-version prompt.
    'screens',
    'searchPicker',
    'serviceWorker',
  ],
  signIn: ['signIn', 'demo', 'passwords', 'passwordGate', 'invitation'],
  dashboard: ['dashboard'],
  // The driver's Emergency card sits on the dashboard, which opens on the day's duties.
  duties: ['duties', 'emergency'],
  dutySlips: ['dutySlips'],
  chat: ['chat'],
  // The list of notifications, and the profile's switch for this browser's push messages.
  notifications: ['notifications', 'push'],
  // The live map, its devices and geofences, and the driver's location sharing card.
  liveLocation: ['liveLocation'],
  // The SOS alarm over the operator's and vendors' screens, the passenger's trip page, the
  // alerts' history on the live map.
  safety: ['safety'],
  // One's own profile and another person's: details, photo, password, how notifications reach
  // her (the preferences' grid sits on the profile).
  profile: ['profile', 'notificationPreferences'],
  // Star ratings: the passenger's /rate page, a duty's ratings, the summary card on the
  // driver's dashboard and on a driver's, vehicle's or vendor's record, /rating&reviews.
  ratings: ['ratings'],
  // The charts of the last 30 days under every dashboard.
  dashboardCharts: ['dashboardCharts'],
  // The words of a record's history (who did what): drivers, vehicles, vendors, staff.
  history: ['history'],
  // The shared pieces of every record and list screen: statuses, documents, workflow buttons,
  // the onboarding wizard, filters and pagination, and a paper's renewal. Nearly every signed-in screen shows one of
  // them (the duties' filters, the devices' list, a profile's documents), so they load with the
  // shell, and on the public vendor onboarding (the wizard).
  records: ['records', 'renewals'],
  // The vendor's screens: the public onboarding wizard, the vendors' list with its Add dialog,
  // a vendor's page, and the workflow dialogs on a vendor's status page while under review.
  vendors: ['vendors'],
  // The vehicles' screens: the list with its filters, the onboarding wizard with its papers (RC,
  // road tax, fitness, permit, insurance, PUC) and photos, and a vehicle's page.
  vehicles: ['vehicles'],
  // The driver's screens: the drivers' list, the onboarding wizard, a driver's page, and the
  // driver's own profile (her record, read-only).
  drivers: ['drivers'],
  // The operator's and vendors' staff: the list, adding one (an admin too), a staff member's
  // page, job roles.
  staff: ['employees', 'admins', 'jobRoles'],
  // The task inbox.
  tasks: ['tasks'],
  // The operator's /settings.
  settings: ['settings'],
  // /reports, each report with its exports, and scheduled reports.
  reports: ['reports'],
  // The reports' titles, descriptions and column headings (the domain's English words, for
  // the server's exports, read in the reader's language on screen).
  reportNames: ['reportNames'],
  // Billing: invoices, the vendors' settlements, the clients' invoicing, the company profile.
  billing: ['billing', 'invoices', 'settlements', 'companies', 'companyProfile'],
  // Tariffs, and a duty's charges in the duties' drawer.
  tariffs: ['tariffs'],
  // The labels of the specification's lists (service types, vehicle categories, fuels, …),
  // whose values stay English as data: shown on nearly every signed-in screen and the wizard.
  lists: ['lists'],
  // Validation messages: the domain's schemas' and the server's sentences, and the plain ones
  // ("Required"), read back from English (lib/validation). Every form needs them.
  validation: ['validation'],
  // The server's own answers shown as they come (a 409's refusal, a 403's or 404's text), read
  // back from English where lib/http.ts makes its ApiError: wherever a form can be sent.
  serverMessages: ['serverMessages'],
} as const satisfies Record<string, readonly string[]>;

export type Part = keyof typeof PARTS;

// Screens whose strings are not cut into parts yet read English (i18next's fallback) until
// their part is written: see docs/languages.md.
const BY_PATH: [RegExp, Part[]][] = [
  [/^\/about-us/, ['about']],
  [/^\/(admin-login|invitation)/, ['signIn']],
  [/^\/vendor-onboarding/, ['records', 'vendors', 'lists']],
  [/-dashboard$/, ['dashboard', 'dashboardCharts']],
  // A vendor under review sees its status page, with the resubmit dialog, on its dashboard.
  [/^\/vendor-dashboard$/, ['vendors']],
  // The operator's and vendors' charts name the duties' statuses.
  [/^\/(admin|vendor)-dashboard$/, ['duties']],
  // The driver's dashboard opens on the day's duties, with the location sharing card and her
  // ratings' summary.
  [/^\/driver-dashboard$/, ['duties', 'liveLocation', 'ratings']],
  [/^\/duties\/[^/]+\/slip/, ['dutySlips']],
  [/^\/duties/, ['duties']],
  // A duty's drawer shows its ratings once completed, and its slip's summary.
  [/^\/duties$/, ['ratings', 'dutySlips']],
  [/^\/chat/, ['chat']],
  [/^\/notifications$/, ['notifications']],
  [/(^|\/)profile\//, ['notifications', 'profile']],
  // A driver's own profile (only a driver's is at /profile/) shows her driver record.
  [/^\/profile\//, ['drivers']],
  [/^\/rating&reviews$/, ['ratings']],
  [/^\/rate\//, ['ratings']],
  [/^\/(drivers|vehicles|vendors)\/[^/]+$/, ['ratings', 'history']],
  [/^\/vendors(\/|$)/, ['vendors']],
  [/^\/vehicles(\/|$)/, ['vehicles']],
  [/^\/drivers(\/|$)/, ['drivers']],
  [/^\/manage-your-employees\/[^/]+$/, ['history']],
  [/^\/manage-your-employees(\/|$)/, ['staff']],
  [/^\/tasks$/, ['tasks']],
  [/^\/settings$/, ['settings']],
  // A report's cells and its filters name the duties' statuses.
  [/^\/reports(\/|$)/, ['reports', 'reportNames', 'duties']],
  [/^\/(billing|companyprofile)(\/|$)/, ['billing']],
  // Tariffs, a duty's charges in its drawer, and a vendor's statement, which says how each
  // duty was priced.
  [/^\/(billing\/(tariffs|settlements)|duties)$/, ['tariffs']],
  [/^\/livelocation(\/|$)/, ['liveLocation']],
  // The passenger's SOS button and its dialog speak the driver's Emergency card's words.
  [/^\/trip\//, ['safety', 'duties']],
];

/** Whether a path belongs to the signed-in app (the shell's strings) or the public pages. */
const PUBLIC = /^\/($|about-us|vendor-onboarding|rate\/|trip\/|admin-login|invitation)/;
/** The public pages with a form: sign-in, invitation, onboarding, rating, the trip's SOS. */
const PUBLIC_FORMS = /^\/(vendor-onboarding|rate\/|trip\/|admin-login|invitation)/;

export function partsFor(pathname: string): Part[] {
  // Every page may show a library's own words: a pager, a date picker, a close button.
  const parts: Part[] = ['public', 'mui'];
  // The SOS alarm can sound over any signed-in screen of the operator's and vendors' people, and
  // nearly every signed-in screen shows a record's or a list's shared pieces.
  if (!PUBLIC.test(pathname)) parts.push('shell', 'safety', 'records', 'lists');
  if (!PUBLIC.test(pathname) || PUBLIC_FORMS.test(pathname))
    parts.push('errors', 'validation', 'serverMessages');
  for (const [pattern, more] of BY_PATH) if (pattern.test(pathname)) parts.push(...more);
  return parts;
}

import { useRoutes, type RouteObject } from 'react-router';
import { loadAboutStrings } from '../lib/i18n';
import { GuestOnly } from './guards/guest-only';
import { lazyComponent } from '../lib/lazy-component';
import { lazyScreen, preloadScreens } from './lazy-screen';
import { PublicLayout } from './layout/public-layout';
// Most visits start on the landing page: it ships with the entry, so '/' paints without waiting
// for a second chunk. Every other screen loads lazily.
import { LandingPage } from './routes/landing/landing-page';
import { RouteErrorBoundary } from './routes/route-error';
const AboutUsPage = lazyComponent(async () => {
  const [{ AboutUsPage }] = await Promise.all([import('./routes/about-us'), loadAboutStrings()]);
  return AboutUsPage;
});
const SignInPage = lazyScreen(() =>
  import('./routes/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const InvitationPage = lazyScreen(() =>
  import('./routes/invitation-page').then((m) => ({ default: m.InvitationPage })),
);
const VendorOnboardingPage = lazyScreen(() =>
  import('./routes/vendors/vendor-onboarding-page').then((m) => ({
    default: m.VendorOnboardingPage,
  })),
);
const RatePage = lazyScreen(() =>
  import('./routes/ratings/rate-page').then((m) => ({ default: m.RatePage })),
);
const TripPage = lazyScreen(() =>
  import('./routes/safety/trip-page').then((m) => ({ default: m.TripPage })),
);
// Every other path, the signed-in screens and not-found among them: their table is in
// signed-in-routes.tsx, out of the landing page's download. Add signed-in screens there.
// Its load waits for the shell and screen the address shows too (signed in), so they render
// together with it.
const SignedInRoutes = lazyComponent(async () => {
  const { SignedInRoutes, preloadSignedIn } = await import('./signed-in-routes');
  await preloadSignedIn(window.location.pathname);
  return SignedInRoutes;
});

/** The whole route table of spec §2; tests mount the same objects in a memory router. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <PublicLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'about-us', element: <AboutUsPage /> },
      { path: 'vendor-onboarding', element: <VendorOnboardingPage /> },
      // A passenger's link from a text message: no sign-in, whoever opens it.
      { path: 'rate/:token', element: <RatePage /> },
      // The passenger's shared trip, texted when the duty starts: no sign-in either.
      { path: 'trip/:token', element: <TripPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'admin-login', element: <SignInPage /> },
          { path: 'invitation/:token', element: <InvitationPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <SignedInRoutes /> },
];

/**
 * The app's routes in React Router's declarative mode: the data-router APIs (loaders, actions,
 * fetchers) are not used, and leaving them out takes 14 KB gzip off every first page load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of everything the address shows, and answers when it has come: the first
 * render then draws the page at once, with Raahi's mark (index.html) up until it does.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  return preloadScreens(routes, pathname);
}

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => localStorage.removeItem('raahi.language'));

it('opens a reload in Urdu right to left once its strings, font and styles are in', async () => {
  // As a browser that chose Urdu earlier: the modules start afresh with the stored choice.
  localStorage.setItem('raahi.language', 'ur');
  vi.resetModules();
  const { AppProviders } = await import('./providers');
  const { LanguageGate } = await import('./language-gate');
  const { useTranslation } = await import('react-i18next');
  const { default: Drawer } = await import('@mui/material/Drawer');
  function Sidebar() {
    const { t } = useTranslation();
    return (
      <Drawer open anchor="left">
        <p>{t('sidebar.dashboard')}</p>
      </Drawer>
    );
  }
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/admin-dashboard']}>
        <Suspense fallback={<p>waiting</p>}>
          <LanguageGate>
            <Sidebar />
          </LanguageGate>
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByText('ڈیش بورڈ');
  expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ur', 'rtl']);
  // Urdu's Emotion cache (its class prefix), which flips the drawer's `left: 0` to the right.
  const paper = screen.getByText('ڈیش بورڈ').closest('.MuiDrawer-paper')!;
  expect(paper.className).toMatch(/\bmuirtl-/);
});

it('says what it waits for in Urdu before any of Urdu’s strings have come', async () => {
  localStorage.setItem('raahi.language', 'ur');
  vi.resetModules();
  const { AppProviders } = await import('./providers');
  const { LanguageGate } = await import('./language-gate');
  const { SpinnerOverlay } = await import('../components/spinner-overlay');
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/vendor-dashboard']}>
        <Suspense fallback={<SpinnerOverlay />}>
          <LanguageGate>
            <p>drawn</p>
          </LanguageGate>
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
  expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('لوڈ ہو رہا ہے…');
  await screen.findByText('drawn');
});

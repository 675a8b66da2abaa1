import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../test/strings';
import { AppProviders } from '../providers';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('RouteErrorBoundary', () => {
  it('replaces a screen that failed with a way to recover', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <RouteErrorBoundary>
              <Broken />
            </RouteErrorBoundary>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: en.routeError.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.routeError.reload })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.routeError.home }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalled();
  });

  it('lets the person move on: another address renders normally again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/', element: <Broken /> },
            { path: '/fine', element: <p>All good</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: en.routeError.title })).toBeTruthy();
    await act(() => router.navigate('/fine'));
    expect(await screen.findByText('All good')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.routeError.title })).toBeNull();
  });
});

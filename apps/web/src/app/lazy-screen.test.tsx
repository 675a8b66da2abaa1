import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lib/lazy-component';
import { lazyScreen, preloadScreens } from './lazy-screen';

function screenNamed(name: string) {
  const load = vi.fn(async () => ({ default: () => <h1>{name}</h1> }));
  return { load, Screen: lazyScreen(load) };
}

describe('preloadScreens', () => {
  it('starts loading only the screens the path shows, once each, inside a layout', () => {
    const shell = screenNamed('Shell');
    const duties = screenNamed('Duties');
    const vehicles = screenNamed('Vehicles');
    const routes: RouteObject[] = [
      {
        element: <shell.Screen />,
        children: [
          { path: 'duties', element: <duties.Screen /> },
          { path: 'vehicles', element: <vehicles.Screen /> },
        ],
      },
    ];

    void preloadScreens(routes, '/duties');
    void preloadScreens(routes, '/duties');

    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(duties.load).toHaveBeenCalledTimes(1);
    expect(vehicles.load).not.toHaveBeenCalled();
  });

  it('answers once every screen the path shows has come, a failed one included', async () => {
    const shell = screenNamed('Shell');
    const Broken = lazyComponent<() => ReactNode>(() => Promise.reject(new Error('chunk gone')));
    const routes: RouteObject[] = [
      { element: <shell.Screen />, children: [{ path: 'duties', element: <Broken /> }] },
    ];
    await preloadScreens(routes, '/duties');
    render(
      <Suspense fallback="loading">
        <shell.Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Shell' })).toBeTruthy();
  });

  it('leaves a path that matches no route alone', () => {
    const duties = screenNamed('Duties');
    void preloadScreens([{ path: 'duties', element: <duties.Screen /> }], '/nowhere');
    expect(duties.load).not.toHaveBeenCalled();
  });

  it('looks past elements that are not lazy screens', () => {
    const duties = screenNamed('Duties');
    const routes: RouteObject[] = [
      { element: <Outlet />, children: [{ path: 'duties', element: <duties.Screen /> }] },
    ];
    void preloadScreens(routes, '/duties');
    expect(duties.load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyScreen', () => {
  it('renders a preloaded screen from the same load, not a second one', async () => {
    const duties = screenNamed('Duties');
    await duties.Screen.preload();
    render(
      <Suspense fallback="loading">
        <duties.Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Duties' })).toBeTruthy();
    expect(duties.load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyComponent', () => {
  it('suspends until its code comes, then renders it', async () => {
    const Late = lazyComponent(async () => () => <p>drawn</p>);
    render(
      <Suspense fallback="loading">
        <Late />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('drawn')).toBeTruthy();
  });

  it('renders at once, without its spinner, once preloaded', async () => {
    const Early = lazyComponent(async () => ({ name }: { name: string }) => <p>{name}</p>);
    await Early.preload();
    render(
      <Suspense fallback="loading">
        <Early name="drawn" />
      </Suspense>,
    );
    // Synchronously: React's lazy() would show the fallback first, and reveal it only later.
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('asks again for code whose preload failed', async () => {
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>drawn</p>);
    const Flaky = lazyComponent(load);
    await expect(Flaky.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback="loading">
        <Flaky />
      </Suspense>,
    );
    expect(await screen.findByText('drawn')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

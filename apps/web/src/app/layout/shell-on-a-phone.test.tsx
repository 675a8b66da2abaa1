import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { createFakeFetch } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render-route';
import { makeUser } from '../../test/users';
import { onAPhone } from '../../test/on-a-phone';

/** In the page at all, hidden or not (a closed drawer's content is hidden from roles). */
const sidebarInPage = () => document.querySelector('nav[aria-label="Sidebar"]') !== null;

describe('the shell on a phone', () => {
  it('draws the sidebar’s entries only while its drawer is open', async () => {
    onAPhone();
    vi.stubGlobal('fetch', createFakeFetch({}).fetch);
    useSession.getState().setCredentials({
      user: makeUser({ role: 'admin', name: 'Asha Rao' }),
      accessToken: 'a',
      refreshToken: 'r',
    });

    renderRoute('/help');
    await screen.findByRole('button', { name: 'Open the sidebar' });
    // Not even hidden in a closed drawer: kept mounted, it drew every entry behind the screen.
    expect(sidebarInPage()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Open the sidebar' }));
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    fireEvent.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    await vi.waitFor(() => expect(sidebarInPage()).toBe(false));
  });
});

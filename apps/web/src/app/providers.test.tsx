import Drawer from '@mui/material/Drawer';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { switchLanguage } from '../lib/language';
import { AppProviders } from './providers';

/** The CSS rules Emotion wrote for an element's classes. */
function rulesOf(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return [...element.classList]
    .flatMap((name) => css.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n');
}

describe('the providers in Urdu', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('marks the document right to left and flips every style: a left drawer opens on the right', async () => {
    render(
      <AppProviders>
        <Drawer open anchor="left" slotProps={{ paper: { 'aria-label': 'drawer' } as object }}>
          <p>ڈیش بورڈ</p>
        </Drawer>
      </AppProviders>,
    );
    const paper = () => screen.getByText('ڈیش بورڈ').closest('.MuiDrawer-paper')!;
    expect(rulesOf(paper())).toMatch(/left:0/);

    await act(() => switchLanguage('ur'));
    expect(i18n.language).toBe('ur');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ur', 'rtl']);
    expect(rulesOf(paper())).toMatch(/right:0/);
    expect(rulesOf(paper())).not.toMatch(/left:0/);
  });
});

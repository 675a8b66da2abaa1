import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { StarsShown } from './stars-shown';

describe('StarsShown', () => {
  it('names the score to a tenth and fills that share of five stars', () => {
    render(
      <AppProviders>
        <StarsShown value={4.26} />
      </AppProviders>,
    );
    const picture = screen.getByRole('img', { name: '4.3 stars' });
    const filled = picture.lastElementChild as HTMLElement;
    expect(getComputedStyle(filled).width).toBe('85.2%');
    expect(filled.querySelectorAll('svg')).toHaveLength(5);
  });

  it('never fills past five stars or below none', () => {
    render(
      <AppProviders>
        <StarsShown value={7} size="small" />
        <StarsShown value={-1} size="small" />
      </AppProviders>,
    );
    const [high, low] = screen.getAllByRole('img');
    expect(getComputedStyle(high!.lastElementChild!).width).toBe('100%');
    expect(getComputedStyle(low!.lastElementChild!).width).toBe('0%');
  });
});

import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { typeDate } from '../../test/date-field';
import { DateField } from './date-field';

function Harness({ kind, initial = '' }: { kind: 'date' | 'dateTime'; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders>
      <DateField kind={kind} label="Valid till" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </AppProviders>
  );
}

describe('the date field', () => {
  it('takes 26/11/2026 typed as the ISO date 2026-11-26', async () => {
    render(<Harness kind="date" />);
    const group = await typeDate('Valid till', '2026-11-26');
    expect(
      [...group.querySelectorAll('[role="spinbutton"]')].map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Day', 'Month', 'Year']);
    expect(screen.getByTestId('value').textContent).toBe('2026-11-26');
    expect(group.textContent).toContain('26/11/2026');
  });

  it('shows a date it is given as dd/mm/yyyy', async () => {
    render(<Harness kind="date" initial="2031-03-09" />);
    const group = await screen.findByRole('group', { name: 'Valid till' });
    expect(group.textContent).toContain('09/03/2031');
  });

  it('takes a date and a time, in 24 hours, as India wall-clock time', async () => {
    render(<Harness kind="dateTime" />);
    await typeDate('Valid till', '2026-11-26T09:30');
    expect(screen.getByTestId('value').textContent).toBe('2026-11-26T09:30');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CitiesInput } from './cities-input';

function Field() {
  const [cities, setCities] = useState<string[]>([]);
  return (
    <>
      <CitiesInput id="cities" value={cities} onChange={setCities} onBlur={() => {}} />
      <output>{cities.join('|')}</output>
    </>
  );
}

describe('the cities field', () => {
  it('adds a city at each comma, Latin or Urdu, once whatever its case', () => {
    render(<Field />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'Bengaluru, mysuru،' } });
    fireEvent.change(input, { target: { value: 'MYSURU,Hubballi' } });
    expect(screen.getByRole('status').textContent).toBe('Bengaluru|mysuru');
    expect((input as HTMLInputElement).value).toBe('Hubballi');
  });
});

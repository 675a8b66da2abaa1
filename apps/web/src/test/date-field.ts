import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Types a date (or date and time) into a date field the way a keyboard does: the digits of
 * '2026-11-26' (or '2026-11-26T09:30') as dd mm yyyy (hh mm), each into the section that has
 * the focus. `label` names the field's group; `scope` narrows where to find it.
 */
export async function typeDate(label: string | RegExp, value: string, scope?: HTMLElement) {
  const group = await (scope ? within(scope) : screen).findByRole('group', { name: label });
  const [date = '', time = ''] = value.split('T');
  const [year, month, day] = date.split('-');
  const digits = `${day}${month}${year}${time.replace(':', '')}`;
  const first = group.querySelector<HTMLElement>('[role="spinbutton"]')!;
  act(() => first.focus());
  fireEvent.click(first);
  for (const digit of digits) {
    const section = document.activeElement as HTMLElement;
    section.textContent = digit;
    fireEvent.input(section);
  }
  return group;
}

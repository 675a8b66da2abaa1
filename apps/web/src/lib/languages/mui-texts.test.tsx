import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { enableToasts } from '../../app/toasts';
import { DateField } from '../../components/form/date-field';
import { switchLanguage } from '../language';

/** The library components the app uses with their own default words, none of them given. */
function Library() {
  return (
    <AppProviders>
      <TablePagination
        component="div"
        count={34}
        page={0}
        rowsPerPage={10}
        onPageChange={() => {}}
        onRowsPerPageChange={() => {}}
      />
      <Pagination count={3} page={1} />
      <Rating value={4.1} precision={0.1} readOnly />
      <Autocomplete options={['Mysuru']} renderInput={(params) => <TextField {...params} />} />
      <Alert onClose={() => {}}>saved</Alert>
      <DateField kind="date" label="valid till" value="2026-11-01" onChange={() => {}} />
    </AppProviders>
  );
}

const label = (element: Element) => element.getAttribute('aria-label');

/** What a screen reader hears of each library component, in the current language. */
async function heard() {
  const field = await screen.findByRole('group', { name: 'valid till' });
  const pager = screen.getAllByRole('navigation')[0]!;
  return {
    tablePager: screen
      .getAllByRole('button')
      .filter((button) => button.closest('.MuiTablePagination-actions'))
      .map(label),
    rows: document.querySelector('.MuiTablePagination-selectLabel')?.textContent,
    range: document.querySelector('.MuiTablePagination-displayedRows')?.textContent,
    pager: [label(pager), ...[...pager.querySelectorAll('button')].map(label)],
    stars: label(document.querySelector('.MuiRating-root')!),
    open: label(document.querySelector('.MuiAutocomplete-popupIndicator')!),
    close: label(document.querySelector('.MuiAlert-action button')!),
    sections: [...field.querySelectorAll('[role="spinbutton"]')].map(label),
    picker: screen
      .getAllByRole('button')
      .map(label)
      .find((name) => name?.includes('2026')),
    toasts: label(await waitForToasts()),
  };
}

/** react-toastify's region, which mounts (lazily) once a screen enables toasts. */
async function waitForToasts(): Promise<Element> {
  act(() => enableToasts());
  return waitFor(() => {
    const region = document.querySelector('section.Toastify');
    if (!region) throw new Error('no toast region yet');
    return region;
  });
}

describe("the libraries' own words", () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('are our English ones in English', async () => {
    render(<Library />);
    expect(await heard()).toEqual({
      tablePager: ['Go to previous page', 'Go to next page'],
      rows: 'Rows per page:',
      range: '1–10 of 34',
      pager: [
        'Pages',
        'Go to previous page',
        'Page 1',
        'Go to page 2',
        'Go to page 3',
        'Go to next page',
      ],
      stars: '4.1 stars',
      open: 'Open',
      close: 'Close',
      sections: ['Day', 'Month', 'Year'],
      picker: expect.stringMatching(/^Choose date, selected date is .*2026$/),
      toasts: 'Notifications Alt+T',
    });
  });

  it('follow a switch to Kannada at once, on the same screen', async () => {
    render(<Library />);
    await heard();
    await act(() => switchLanguage('kn'));
    expect(await heard()).toEqual({
      tablePager: ['ಹಿಂದಿನ ಪುಟಕ್ಕೆ ಹೋಗಿ', 'ಮುಂದಿನ ಪುಟಕ್ಕೆ ಹೋಗಿ'],
      rows: 'ಪ್ರತಿ ಪುಟಕ್ಕೆ ಸಾಲುಗಳು:',
      range: '34 ರಲ್ಲಿ 1–10',
      pager: [
        'ಪುಟಗಳು',
        'ಹಿಂದಿನ ಪುಟಕ್ಕೆ ಹೋಗಿ',
        'ಪುಟ 1',
        '2ನೇ ಪುಟಕ್ಕೆ ಹೋಗಿ',
        '3ನೇ ಪುಟಕ್ಕೆ ಹೋಗಿ',
        'ಮುಂದಿನ ಪುಟಕ್ಕೆ ಹೋಗಿ',
      ],
      stars: '4.1 ಸ್ಟಾರ್',
      open: 'ತೆರೆಯಿರಿ',
      close: 'ಮುಚ್ಚಿ',
      sections: ['ದಿನ', 'ತಿಂಗಳು', 'ವರ್ಷ'],
      picker: expect.stringMatching(/^ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ, ಆಯ್ದ ದಿನಾಂಕ .*2026$/),
      toasts: 'ಅಧಿಸೂಚನೆಗಳು Alt+T',
    });
  });

  it('speak Urdu, digits kept Latin', async () => {
    await act(() => switchLanguage('ur'));
    render(<Library />);
    expect(await heard()).toEqual({
      tablePager: ['پچھلے صفحے پر جائیں', 'اگلے صفحے پر جائیں'],
      rows: 'فی صفحہ قطاریں:',
      range: '34 میں سے 1–10',
      pager: [
        'صفحات',
        'پچھلے صفحے پر جائیں',
        'صفحہ 1',
        'صفحہ 2 پر جائیں',
        'صفحہ 3 پر جائیں',
        'اگلے صفحے پر جائیں',
      ],
      stars: '4.1 اسٹار',
      open: 'کھولیں',
      close: 'بند کریں',
      sections: ['دن', 'مہینہ', 'سال'],
      picker: expect.stringMatching(/^تاریخ چنیں، چنی ہوئی تاریخ .*2026$/),
      toasts: 'اطلاعات Alt+T',
    });
  });
});

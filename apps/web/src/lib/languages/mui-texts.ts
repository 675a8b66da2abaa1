import type { Components, Theme } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from '../i18n';

// Bumped whenever the words could change: another language, or a catalogue arriving (a reload
// in Kannada may fetch English's app chunk before or after Kannada's `mui` part). Listening from
// the start, so that nothing between a first render and its subscription is missed.
let revision = 0;
const listeners = new Set<() => void>();
function bump() {
  revision += 1;
  listeners.forEach((listener) => listener());
}
i18n.on('languageChanged', bump);
i18n.store.on('added', bump);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let built: { revision: number; components: Components<Omit<Theme, 'components'>> } | undefined;
function currentComponents() {
  if (built?.revision !== revision) built = { revision, components: muiComponents(i18n) };
  return built.components;
}

/** MUI's default props in the current language: the same object until the words can change. */
export function useMuiComponents(): Components<Omit<Theme, 'components'>> {
  return useSyncExternalStore(subscribe, currentComponents, currentComponents);
}

/**
 * MUI's components speak English by default (pagers' "Go to next page", a rating's "4.1 Stars",
 * the Autocomplete's "Open", an Alert's "Close"). These default props give them our catalogue's
 * words (the `mui` part) instead of MUI's locale tables, which have no Kannada, Telugu,
 * Malayalam, Marathi or Konkani and would put every language's table into the entry.
 *
 * Empty while no `mui` strings are loaded (the landing page in English, before the app's
 * English chunk): MUI's own English then stays, rather than raw keys.
 */
export function muiComponents(strings: I18n): Components<Omit<Theme, 'components'>> {
  if (!strings.exists('mui.pagination.next')) return {};
  const t = strings.t;
  // Indian digit grouping, as the lists' own totals (components/list/list-pagination.tsx).
  const number = (value: number) => value.toLocaleString('en-IN');
  const step = (type: 'first' | 'last' | 'next' | 'previous') => t(`mui.pagination.${type}`);
  return {
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: step,
        labelRowsPerPage: t('mui.pagination.rowsPerPage'),
        // -1: the total is not known yet.
        labelDisplayedRows: ({ from, to, count }) =>
          count === -1
            ? t('mui.pagination.rangeMore', { from: number(from), to: number(to) })
            : t('mui.pagination.range', {
                from: number(from),
                to: number(to),
                count: number(count),
              }),
      },
    },
    MuiPagination: {
      defaultProps: {
        'aria-label': t('mui.pagination.label'),
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page')
            return t(selected ? 'mui.pagination.page' : 'mui.pagination.goToPage', { page });
          // An ellipsis is no control: nothing to name (MUI's default calls it "previous page").
          if (type === 'start-ellipsis' || type === 'end-ellipsis') return '';
          return step(type);
        },
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => t('mui.rating.stars', { count: value }),
        emptyLabelText: t('mui.rating.empty'),
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        openText: t('mui.autocomplete.open'),
        closeText: t('mui.autocomplete.close'),
        clearText: t('mui.autocomplete.clear'),
        loadingText: t('mui.autocomplete.loading'),
        noOptionsText: t('mui.autocomplete.noOptions'),
      },
    },
    MuiAlert: { defaultProps: { closeText: t('mui.alert.close') } },
  };
}

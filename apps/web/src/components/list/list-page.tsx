import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListResults, type ListResultsProps } from './list-results';

interface ListView {
  page: number;
  pageSize: number;
}

interface ListPageProps<T, V extends ListView> extends Omit<
  ListResultsProps<T>,
  'page' | 'pageSize' | 'onPage' | 'onPageSize' | 'onClear' | 'addButton'
> {
  title: string;
  /** Under the title: how many there are once loaded, a short introduction before. */
  subtitle: string;
  /** The Add button, for roles that may add; also offered while the list is empty. */
  add: { to: string; label: string } | null;
  /** The search, filters and sort. */
  filters: ReactNode;
  view: V;
  onChange: (change: Partial<V>) => void;
  /** The change that clears every filter and the search. */
  cleared: Partial<V>;
}

/**
 * A record list's page (drivers, vehicles): the heading with its count and Add button, the
 * filters, and the results with their pages.
 */
export function ListPage<T, V extends ListView>({
  title,
  subtitle,
  add,
  filters,
  view,
  onChange,
  cleared,
  ...results
}: ListPageProps<T, V>) {
  const addButton = add && (
    <Button component={RouterLink} to={add.to} variant="contained" startIcon={<AddIcon />}>
      {add.label}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 1400, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {addButton}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        {filters}
      </Paper>
      <ListResults
        {...results}
        page={view.page}
        pageSize={view.pageSize}
        onPage={(page) => onChange({ page } as Partial<V>)}
        onPageSize={(pageSize) => onChange({ pageSize } as Partial<V>)}
        onClear={() => onChange(cleared)}
        addButton={addButton}
      />
    </Box>
  );
}

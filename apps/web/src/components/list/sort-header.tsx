import TableSortLabel from '@mui/material/TableSortLabel';

/**
 * A sortable column's heading: a click sorts by the field ascending, a second click descending
 * ("-field"), as the lists' URLs and the server take the sort.
 */
export function SortHeader<F extends string>({
  field,
  label,
  sort,
  onSort,
}: {
  field: F;
  label: string;
  sort: string;
  onSort: (sort: F | `-${F}`) => void;
}) {
  const active = sort === field || sort === `-${field}`;
  const direction = sort === field ? 'asc' : 'desc';
  return (
    <TableSortLabel
      active={active}
      direction={active ? direction : 'asc'}
      onClick={() => onSort(active && direction === 'asc' ? `-${field}` : field)}
    >
      {label}
    </TableSortLabel>
  );
}

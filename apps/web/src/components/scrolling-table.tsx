import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A small table that scrolls sideways on a phone: its container is a focusable, named region,
 * so a keyboard can scroll it too.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      // A visually hidden header (a column of buttons' name) is positioned absolutely: held
      // here, it scrolls with the table instead of widening the page past a phone's edge.
      sx={{ position: 'relative' }}
    >
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

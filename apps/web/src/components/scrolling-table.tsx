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
    >
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

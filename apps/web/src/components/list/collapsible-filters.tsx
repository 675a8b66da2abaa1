import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TuneIcon from '@mui/icons-material/Tune';
import { useState, type ReactNode } from 'react';

/** Phones: the search box, and the rest of a list's filters behind a Filters button. */
export function CollapsibleFilters(props: {
  /** The panel's id, for the button's aria-controls. */
  id: string;
  search: ReactNode;
  /** "Filters", or "Filters (2)" with some set. */
  buttonLabel: string;
  /** Keeps the button at the end of its row when there is no search box. */
  alignEnd?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          ...(props.alignEnd && { justifyContent: 'flex-end' }),
        }}
      >
        {props.search}
        <Button
          onClick={() => setOpen((current) => !current)}
          startIcon={<TuneIcon />}
          aria-expanded={open}
          aria-controls={props.id}
          sx={{ flexShrink: 0 }}
        >
          {props.buttonLabel}
        </Button>
      </Box>
      <Collapse in={open} id={props.id}>
        <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>{props.children}</Box>
      </Collapse>
    </Box>
  );
}

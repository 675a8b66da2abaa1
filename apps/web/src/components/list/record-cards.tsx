import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A list's rows on phones: one card per record, the whole card opening it. */
export function RecordCards<T extends { id: string }>(props: {
  items: T[];
  pathOf: (item: T) => string;
  /** The card's content (a CardContent). */
  children: (item: T) => ReactNode;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {props.items.map((item) => (
        <Box component="li" key={item.id}>
          <Card>
            <CardActionArea component={RouterLink} to={props.pathOf(item)}>
              {props.children(item)}
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

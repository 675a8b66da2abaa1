import { LANES_PER_PAGE } from '@raahi/domain/duty-constants';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';

/** Pages through a schedule's lanes, LANES_PER_PAGE vendors, drivers or vehicles at a time. */
export function LanePager(props: {
  page: number;
  /** Named lanes on this page. */
  count: number;
  more: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const from = (props.page - 1) * LANES_PER_PAGE + 1;
  const previous = t('duties.lanes.pages.previous');
  const next = t('duties.lanes.pages.next');
  return (
    <Box
      component="nav"
      aria-label={t('duties.lanes.label')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('duties.lanes.pages.range', { from, to: from + Math.max(props.count, 1) - 1 })}
      </Typography>
      <Tooltip title={previous}>
        <span>
          <IconButton
            aria-label={previous}
            disabled={props.page <= 1}
            onClick={() => props.onPage(props.page - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={next}>
        <span>
          <IconButton
            aria-label={next}
            disabled={!props.more}
            onClick={() => props.onPage(props.page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

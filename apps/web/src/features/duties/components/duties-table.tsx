import type { DutyListItem } from '@raahi/domain/duties';
import { formatVehicleNumber } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateShort, formatTime, istDate } from '../lib/ist';
import type { DutiesView } from '../lib/url-state';
import { DutyStatusChip } from './status-chip';
import { listLabel } from '../../../lib/list-labels';

interface DutiesTableProps {
  items: DutyListItem[];
  showVendors: boolean;
  sort: DutiesView['sort'];
  onSort: (sort: DutiesView['sort']) => void;
  onOpen: (dutyId: string) => void;
  compact: boolean;
}

/** '5 Jun 2026, 09:30–11:30' in India time; the end's date too when it is another day. */
export function whenOf(item: Pick<DutyListItem, 'scheduledStart' | 'scheduledEnd'>): string {
  const startDay = istDate(item.scheduledStart);
  const endDay = istDate(item.scheduledEnd);
  const end =
    startDay === endDay
      ? formatTime(item.scheduledEnd)
      : `${formatDateShort(endDay)}, ${formatTime(item.scheduledEnd)}`;
  return `${formatDateShort(startDay)}, ${formatTime(item.scheduledStart)}–${end}`;
}

/** One page of duties: a table on wide screens, a card per duty on phones. */
export function DutiesTable({
  items,
  showVendors,
  sort,
  onSort,
  onOpen,
  compact,
}: DutiesTableProps) {
  const { t } = useTranslation();
  const notYet = t('duties.detail.notAssigned');
  const crew = (item: DutyListItem) =>
    [item.driver?.name, item.vehicle && formatVehicleNumber(item.vehicle.vehicleNumber)]
      .filter(Boolean)
      .join(' · ') || notYet;

  if (compact) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box component="li" key={item.id}>
            <Card>
              <CardActionArea onClick={() => onOpen(item.id)}>
                <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{item.regId}</Typography>
                    <DutyStatusChip status={item.status} />
                  </Box>
                  <Typography variant="body2">{whenOf(item)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.company.name} · {listLabel(t, 'serviceTypes', item.serviceType)}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {item.pickupAddress} → {item.dropAddress}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {showVendors ? `${item.vendor?.name ?? notYet} · ` : ''}
                    {crew(item)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    );
  }

  const startSorted = sort === 'scheduledStart' || sort === '-scheduledStart';
  return (
    <TableContainer>
      <Table size="small" aria-label={t('duties.list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('duties.list.columns.duty')}</TableCell>
            <TableCell>
              <TableSortLabel
                active={startSorted}
                direction={sort === '-scheduledStart' ? 'desc' : 'asc'}
                onClick={() =>
                  onSort(sort === 'scheduledStart' ? '-scheduledStart' : 'scheduledStart')
                }
              >
                {t('duties.list.columns.when')}
              </TableSortLabel>
            </TableCell>
            <TableCell>{t('duties.list.columns.company')}</TableCell>
            <TableCell>{t('duties.list.columns.route')}</TableCell>
            {showVendors && <TableCell>{t('duties.list.columns.vendor')}</TableCell>}
            <TableCell>{t('duties.list.columns.driverVehicle')}</TableCell>
            <TableCell>{t('duties.list.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(item.id)}
                  sx={{ fontWeight: 600 }}
                >
                  {item.regId}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {listLabel(t, 'serviceTypes', item.serviceType)}
                </Typography>
              </TableCell>
              <TableCell>{whenOf(item)}</TableCell>
              <TableCell>{item.company.name}</TableCell>
              <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                {item.pickupAddress} → {item.dropAddress}
              </TableCell>
              {showVendors && <TableCell>{item.vendor?.name ?? notYet}</TableCell>}
              <TableCell>{crew(item)}</TableCell>
              <TableCell>
                <DutyStatusChip status={item.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

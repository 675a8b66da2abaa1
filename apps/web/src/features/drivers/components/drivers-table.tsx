import { formatPhone } from '@raahi/domain/formats';
import { formatDrivingLicence, formatVehicleNumber } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DriverListItem } from '@raahi/domain/drivers';
import { DriverPhoto } from './driver-photo';
import { formatDate } from '../../../lib/format-date';
import type { DriverListView } from './list-url-state';
import { RecordCards } from '../../../components/list/record-cards';
import { SortHeader } from '../../../components/list/sort-header';
import { RecordStatusChips } from '../../../components/records/status-chips';

interface DriversTableProps {
  items: DriverListItem[];
  /** Operators see which vendor each driver works for. */
  showVendors: boolean;
  sort: DriverListView['sort'];
  onSort: (sort: DriverListView['sort']) => void;
  /** Phones get cards instead of a table. */
  compact: boolean;
}

const driverPath = (id: string) => `/drivers/${encodeURIComponent(id)}`;

/** The drivers of one page: a table on wide screens, a card per driver on phones. */
export function DriversTable({ items, showVendors, sort, onSort, compact }: DriversTableProps) {
  const { t } = useTranslation();
  const vehicleOf = (item: DriverListItem) =>
    item.vehicle ? formatVehicleNumber(item.vehicle.vehicleNumber) : t('drivers.list.noVehicle');

  if (compact) {
    return (
      <RecordCards items={items} pathOf={(item) => driverPath(item.id)}>
        {(item) => (
          <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <DriverPhoto driverId={item.id} name={item.name} photo={item.hasPhoto} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.regId} · {formatPhone(item.phonePrimary)}
              </Typography>
              <RecordStatusChips
                approval={item.approvalStatus}
                account={item.accountStatus}
                spaced
              />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('drivers.list.cardLine', {
                  dl: formatDrivingLicence(item.dlNumber),
                  vehicle: vehicleOf(item),
                })}
              </Typography>
              {showVendors && item.vendorNames.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {item.vendorNames.join(', ')}
                </Typography>
              )}
            </Box>
          </CardContent>
        )}
      </RecordCards>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label={t('drivers.list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>
              <SortHeader
                field="name"
                label={t('drivers.list.columns.driver')}
                sort={sort}
                onSort={onSort}
              />
            </TableCell>
            <TableCell>{t('drivers.list.columns.phone')}</TableCell>
            <TableCell>{t('drivers.list.columns.dlNumber')}</TableCell>
            <TableCell>{t('drivers.list.columns.status')}</TableCell>
            <TableCell>{t('drivers.list.columns.vehicle')}</TableCell>
            {showVendors && <TableCell>{t('drivers.list.columns.vendor')}</TableCell>}
            <TableCell>
              <SortHeader
                field="createdAt"
                label={t('drivers.list.columns.createdAt')}
                sort={sort}
                onSort={onSort}
              />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <DriverPhoto driverId={item.id} name={item.name} photo={item.hasPhoto} />
                  <Box sx={{ minWidth: 0 }}>
                    <Link component={RouterLink} to={driverPath(item.id)} sx={{ fontWeight: 600 }}>
                      {item.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {item.regId}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(item.phonePrimary)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDrivingLicence(item.dlNumber)}
              </TableCell>
              <TableCell>
                <RecordStatusChips approval={item.approvalStatus} account={item.accountStatus} />
              </TableCell>
              <TableCell>{vehicleOf(item)}</TableCell>
              {showVendors && <TableCell>{item.vendorNames.join(', ')}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

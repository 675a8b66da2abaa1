import { formatVehicleNumber } from '@raahi/domain/formats';
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
import { RecordCards } from '../../../components/list/record-cards';
import { SortHeader } from '../../../components/list/sort-header';
import { RecordStatusChips } from '../../../components/records/status-chips';
import { formatDate } from '../../../lib/format-date';
import type { VehicleListItem } from '@raahi/domain/vehicles';
import { ComplianceChip } from './compliance-chip';
import type { VehicleListView } from './list-url-state';
import { listLabel } from '../../../lib/list-labels';

interface VehiclesTableProps {
  items: VehicleListItem[];
  /** Operators see which vendor owns each vehicle. */
  showVendors: boolean;
  sort: VehicleListView['sort'];
  onSort: (sort: VehicleListView['sort']) => void;
  /** Phones get cards instead of a table. */
  compact: boolean;
}

export const vehicleDetailPath = (id: string) => `/vehicles/${encodeURIComponent(id)}`;

/** The paper that runs out first, if any has a date. */
function nextExpiry(item: VehicleListItem): string | null {
  const dates = item.compliance.items
    .map((entry) => entry.validTill)
    .filter((date): date is string => Boolean(date))
    .sort();
  return dates[0] ?? null;
}

/** The vehicles of one page: a table on wide screens, a card per vehicle on phones. */
export function VehiclesTable({ items, showVendors, sort, onSort, compact }: VehiclesTableProps) {
  const { t } = useTranslation();
  const driverOf = (item: VehicleListItem) => item.driver?.name ?? t('vehicles.list.noDriver');
  const expiryOf = (item: VehicleListItem) => {
    const date = nextExpiry(item);
    return date ? formatDate(date) : t('vehicles.list.noExpiry');
  };

  if (compact) {
    return (
      <RecordCards items={items} pathOf={(item) => vehicleDetailPath(item.id)}>
        {(item) => (
          <CardContent>
            <Typography sx={{ fontWeight: 600 }}>
              {formatVehicleNumber(item.vehicleNumber)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[
                item.regId,
                `${item.brand} ${item.vehicleModelName}`,
                listLabel(t, 'vehicleCategories', item.category),
              ].join(' · ')}
            </Typography>
            <RecordStatusChips
              before={<ComplianceChip state={item.compliance.overall} />}
              approval={item.approvalStatus}
              account={item.accountStatus}
              spaced
            />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('vehicles.list.cardLine', { driver: driverOf(item), expiry: expiryOf(item) })}
            </Typography>
            {showVendors && (
              <Typography variant="body2" color="text.secondary">
                {item.vendor.name}
              </Typography>
            )}
          </CardContent>
        )}
      </RecordCards>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label={t('vehicles.list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>
              <SortHeader
                field="vehicleNumber"
                label={t('vehicles.list.columns.vehicle')}
                sort={sort}
                onSort={onSort}
              />
            </TableCell>
            <TableCell>{t('vehicles.list.columns.model')}</TableCell>
            <TableCell>{t('vehicles.list.columns.compliance')}</TableCell>
            <TableCell>
              <SortHeader
                field="nextExpiry"
                label={t('vehicles.list.columns.nextExpiry')}
                sort={sort}
                onSort={onSort}
              />
            </TableCell>
            <TableCell>{t('vehicles.list.columns.status')}</TableCell>
            <TableCell>{t('vehicles.list.columns.driver')}</TableCell>
            {showVendors && <TableCell>{t('vehicles.list.columns.vendor')}</TableCell>}
            <TableCell>
              <SortHeader
                field="createdAt"
                label={t('vehicles.list.columns.createdAt')}
                sort={sort}
                onSort={onSort}
              />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={vehicleDetailPath(item.id)}
                  sx={{ fontWeight: 600 }}
                >
                  {formatVehicleNumber(item.vehicleNumber)}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {item.regId}
                </Typography>
              </TableCell>
              <TableCell>
                {item.brand} {item.vehicleModelName}
                <Typography variant="body2" color="text.secondary">
                  {listLabel(t, 'vehicleCategories', item.category)} ·{' '}
                  {listLabel(t, 'fuelTypes', item.fuelType)}
                </Typography>
              </TableCell>
              <TableCell>
                <ComplianceChip state={item.compliance.overall} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{expiryOf(item)}</TableCell>
              <TableCell>
                <RecordStatusChips approval={item.approvalStatus} account={item.accountStatus} />
              </TableCell>
              <TableCell>{driverOf(item)}</TableCell>
              {showVendors && <TableCell>{item.vendor.name}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

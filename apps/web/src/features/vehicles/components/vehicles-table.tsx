import { formatVehicleNumber } from '@raahi/domain/kyc';
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
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountChip, ApprovalChip } from '../../../components/records/status-chips';
import { formatDate, formatDay } from '../../../lib/record-format';
import type { VehicleListItem } from '../api/list-vehicles';
import { ComplianceChip } from './compliance-chip';
import type { VehicleListView } from './list-url-state';

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

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: 'vehicleNumber' | 'createdAt' | 'nextExpiry';
  label: string;
  sort: VehicleListView['sort'];
  onSort: (sort: VehicleListView['sort']) => void;
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
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box component="li" key={item.id}>
            <Card>
              <CardActionArea component={RouterLink} to={vehicleDetailPath(item.id)}>
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>
                    {formatVehicleNumber(item.vehicleNumber)}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {[item.regId, `${item.brand} ${item.vehicleModelName}`, item.category].join(
                      ' · ',
                    )}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1 }}>
                    <ComplianceChip state={item.compliance.overall} />
                    <ApprovalChip status={item.approvalStatus} />
                    <AccountChip status={item.accountStatus} />
                  </Box>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('vehicles.list.cardLine', {
                      driver: driverOf(item),
                      expiry: expiryOf(item),
                    })}
                  </Typography>
                  {showVendors && (
                    <Typography variant="body2" color="text.secondary">
                      {item.vendor.name}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
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
                  {item.category} · {item.fuelType}
                </Typography>
              </TableCell>
              <TableCell>
                <ComplianceChip state={item.compliance.overall} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{expiryOf(item)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  <ApprovalChip status={item.approvalStatus} />
                  <AccountChip status={item.accountStatus} />
                </Box>
              </TableCell>
              <TableCell>{driverOf(item)}</TableCell>
              {showVendors && <TableCell>{item.vendor.name}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(item.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

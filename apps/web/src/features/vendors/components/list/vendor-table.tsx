import { formatPhone } from '@raahi/domain/formats';
import type { VendorListQuery } from '@raahi/domain/vendors';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date';
import type { VendorListItem } from '@raahi/domain/vendors';
import { stateName, vendorPath } from '../../lib/vendor-display';
import { AccountChip, ApprovalChip } from '../../../../components/records/status-chips';
import { listLabel } from '../../../../lib/list-labels';

type SortField = 'regId' | 'name' | 'createdAt';

interface VendorTableProps {
  items: VendorListItem[];
  sort: VendorListQuery['sort'];
  onSort: (sort: VendorListQuery['sort']) => void;
}

/** Wide screens: one row per vendor; the name links to it and the whole row opens it. */
export function VendorTable({ items, sort, onSort }: VendorTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sortedBy = sort.replace(/^-/, '') as SortField;
  const direction = sort.startsWith('-') ? 'desc' : 'asc';

  const header = (field: SortField, label: string) => (
    <TableCell sortDirection={sortedBy === field ? direction : false}>
      <TableSortLabel
        active={sortedBy === field}
        direction={sortedBy === field ? direction : field === 'createdAt' ? 'desc' : 'asc'}
        onClick={() => {
          const ascending = sortedBy === field ? direction === 'desc' : field !== 'createdAt';
          onSort(ascending ? field : `-${field}`);
        }}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Table size="small" aria-label={t('vendors.list.tableLabel')}>
      <TableHead>
        <TableRow>
          {header('regId', t('vendors.fields.regId'))}
          {header('name', t('vendors.fields.name'))}
          <TableCell>{t('vendors.fields.registrationType')}</TableCell>
          <TableCell>{t('vendors.fields.phone')}</TableCell>
          <TableCell>{t('vendors.fields.operationalArea')}</TableCell>
          <TableCell>{t('vendors.status.approvalStatus')}</TableCell>
          <TableCell>{t('vendors.status.accountStatus')}</TableCell>
          {header('createdAt', t('vendors.fields.createdAt'))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((vendor) => (
          <TableRow
            key={vendor.id}
            hover
            onClick={(event) => {
              // The name is a real link; a click elsewhere on the row opens the vendor too.
              if ((event.target as HTMLElement).closest('a')) return;
              void navigate(vendorPath(vendor.id));
            }}
            sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
          >
            <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
              {vendor.regId}
            </TableCell>
            <TableCell sx={{ minWidth: 180, maxWidth: 280 }}>
              <Link component={RouterLink} to={vendorPath(vendor.id)} sx={{ fontWeight: 600 }}>
                {vendor.name}
              </Link>
              <Typography variant="body2" color="text.secondary" noWrap title={vendor.email}>
                {vendor.email}
              </Typography>
            </TableCell>
            <TableCell>{listLabel(t, 'registrationTypes', vendor.registrationType)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(vendor.phone)}</TableCell>
            <TableCell>
              {vendor.operationalArea.map((a) => stateName(a.state)).join(', ')}
            </TableCell>
            <TableCell>
              <ApprovalChip status={vendor.approvalStatus} />
            </TableCell>
            <TableCell>
              <AccountChip status={vendor.accountStatus} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(vendor.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

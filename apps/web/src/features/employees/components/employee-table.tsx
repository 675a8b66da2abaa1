import type { Employee } from '@raahi/domain/employees';
import { formatPhone } from '@raahi/domain/formats';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountStatusChip } from '../../../components/account-status-chip';
import { UserAvatar } from '../../../components/user-avatar';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import type { EmployeePage } from '@raahi/domain/employees';
import { PAGE_SIZES } from '../../../lib/list-url-state';
import { ListPagination } from '../../../components/list/list-pagination';

interface EmployeeTableProps {
  label: string;
  data: EmployeePage | undefined;
  error: unknown;
  onRetry: () => void;
  /** Staff have a job role; admins do not. */
  showJobRole: boolean;
  rowHref: (employee: Employee) => string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Shown when the page has no one on it. */
  empty: ReactNode;
}

function JobRole({ employee }: { employee: Employee }) {
  const { t } = useTranslation();
  return employee.jobRole ? (
    <>{t(`jobRoles.${employee.jobRole}`)}</>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      {t('employees.table.noJobRole')}
    </Typography>
  );
}

/** Cards on phones and tablets, a table from 900 px; each person opens their page. */
export function EmployeeTable(props: EmployeeTableProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { data, error } = props;

  if (!data && error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={props.onRetry}>
            {t('employees.retry')}
          </Button>
        }
      >
        {t('employees.loadError')} {isApiError(error) ? error.message : ''}
      </Alert>
    );
  }
  if (data && data.items.length === 0 && data.page === 1) return <>{props.empty}</>;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {wide ? <WideTable {...props} /> : <CardList {...props} />}
      {data && (
        <ListPagination
          page={data}
          pageNumber={data.page}
          pageSize={data.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={props.onPageChange}
          onPageSize={props.onPageSizeChange}
          perPageLabel={t('employees.table.rowsPerPage')}
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
            '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
          }}
        />
      )}
    </Paper>
  );
}

const SKELETON_ROWS = [0, 1, 2, 3];

function WideTable({ label, data, showJobRole, rowHref }: EmployeeTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A click anywhere on the row opens the person; the name is the real link for keyboards.
  const openRow = (event: MouseEvent, href: string) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(href);
  };
  const columns = showJobRole ? 5 : 4;

  return (
    <Table aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('employees.table.name')}</TableCell>
          <TableCell>{t('employees.table.contact')}</TableCell>
          {showJobRole && <TableCell>{t('employees.table.jobRole')}</TableCell>}
          <TableCell>{t('employees.table.status')}</TableCell>
          <TableCell>{t('employees.table.added')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {!data &&
          SKELETON_ROWS.map((row) => (
            <TableRow key={row}>
              {Array.from({ length: columns }, (_, cell) => (
                <TableCell key={cell}>
                  <Skeleton />
                </TableCell>
              ))}
            </TableRow>
          ))}
        {data?.items.map((employee) => {
          const href = rowHref(employee);
          return (
            <TableRow
              key={employee.id}
              hover
              onClick={(event) => openRow(event, href)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <UserAvatar name={employee.name} pic={null} size={36} />
                  <Box sx={{ minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={href}
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                    >
                      {employee.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {employee.regId}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {employee.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatPhone(employee.phone)}
                </Typography>
              </TableCell>
              {showJobRole && (
                <TableCell>
                  <JobRole employee={employee} />
                </TableCell>
              )}
              <TableCell>
                <AccountStatusChip status={employee.accountStatus} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(employee.createdAt)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function CardList({ label, data, showJobRole, rowHref }: EmployeeTableProps) {
  return (
    <List aria-label={label} disablePadding>
      {!data &&
        SKELETON_ROWS.map((row) => (
          <ListItem key={row} divider sx={{ py: 1.5 }}>
            <Skeleton variant="rounded" height={56} sx={{ width: '100%' }} />
          </ListItem>
        ))}
      {data?.items.map((employee) => (
        <ListItem key={employee.id} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={rowHref(employee)}
            sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
          >
            <UserAvatar name={employee.name} pic={null} size={40} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Box
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {employee.name}
                </Typography>
                <AccountStatusChip status={employee.accountStatus} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {showJobRole ? (
                  <>
                    <JobRole employee={employee} /> · {employee.regId}
                  </>
                ) : (
                  employee.regId
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {employee.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatPhone(employee.phone)}
              </Typography>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

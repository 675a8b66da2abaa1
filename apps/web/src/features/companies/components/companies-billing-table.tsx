import type { CompanyDetail } from '@raahi/domain/vendors';
import { stateByCode } from '@raahi/domain/states';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';

/**
 * Client companies as invoices bill them: GSTIN or state, and monthly or per-duty invoicing; a
 * company's name opens its billing details.
 */
export function CompaniesBillingTable(props: {
  companies: CompanyDetail[];
  onEdit: (company: CompanyDetail) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('companies.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('companies.columns.name')}</TableCell>
            <TableCell>{t('companies.columns.gstin')}</TableCell>
            <TableCell>{t('companies.columns.invoicing')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.companies.map((company) => (
            <TableRow key={company.id} hover>
              <TableCell>
                <Link component="button" type="button" onClick={() => props.onEdit(company)}>
                  <VisuallyHidden>{t('companies.editBilling')} </VisuallyHidden>
                  {company.name}
                </Link>
                {company.archivedAt && (
                  <Chip size="small" sx={{ ml: 1 }} label={t('companies.archived')} />
                )}
              </TableCell>
              <TableCell>
                {company.gstin ??
                  (company.stateCode
                    ? t('companies.unregistered', { state: stateByCode(company.stateCode).name })
                    : t('companies.notSet'))}
              </TableCell>
              <TableCell>{t(`companies.invoicingShort.${company.invoicing}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import type { CompanySiteOption } from '@raahi/domain/company-sites';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { useCompanySites } from '../api/list-company-sites';

/**
 * The client company a geofence is made from. The operator's list holds companies without a
 * site too (the operator then places it on the map); a vendor's only its companies' sites.
 */
export function CompanySitePicker(props: {
  value: CompanySiteOption | null;
  onChoose: (company: CompanySiteOption) => void;
}) {
  const { value, onChoose } = props;
  const { t } = useTranslation();
  const sites = useCompanySites();

  if (sites.isPending) return <LoadingBlock py={2} />;
  if (sites.isError)
    return (
      <QueryErrorAlert
        error={sites.error}
        onRetry={() => void sites.refetch()}
        retryLabel={t('liveLocation.retry')}
      />
    );
  const companies = sites.data.companies;
  if (companies.length === 0)
    return <Alert severity="info">{t('liveLocation.geofences.noCompanySites')}</Alert>;
  return (
    <TextField
      select
      size="small"
      required
      label={t('liveLocation.geofences.company')}
      value={value?.companyId ?? ''}
      onChange={(event) => {
        const chosen = companies.find((company) => company.companyId === event.target.value);
        if (chosen) onChoose(chosen);
      }}
    >
      {companies.map((company) => (
        <MenuItem key={company.companyId} value={company.companyId}>
          {company.site
            ? company.name
            : t('liveLocation.geofences.companyWithoutSite', { name: company.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}

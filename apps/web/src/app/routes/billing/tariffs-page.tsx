import { todayInIndia } from '@raahi/domain/compliance';
import { TARIFF_SIDES, type TariffSide } from '@raahi/domain/billing';
import { SERVICE_TYPES, VEHICLE_CATEGORIES } from '@raahi/domain/lists';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import type { StoredTariff, TariffListQuery } from '@raahi/domain/tariffs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BillingTabs } from '../../../components/billing-tabs';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock, QueryErrorAlert } from '../../../components/query-states';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { useRemoveTariff, useTariffs } from '../../../features/tariffs/api/tariffs';
import { TariffFormDialog } from '../../../features/tariffs/components/tariff-form-dialog';
import { TariffsTable } from '../../../features/tariffs/components/tariffs-table';
import { isRole } from '../../../lib/is-role';
import { useCompanyOptions, useVendorOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listLabel } from '../../../lib/list-labels';

const FILTERS = ['side', 'partyId', 'serviceType', 'vehicleCategory'] as const;

/** /billing/tariffs: sale and purchase versions for the operator; a vendor's own purchase rates. */
export function TariffsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tariffs.title'));
  const user = useSession((state) => state.user);
  if (!user || !isRole(user.role)) return <SpinnerOverlay />;
  if (!isOperatorRole(user.role) && !isVendorRole(user.role)) return <Navigate to="/" replace />;
  return <Tariffs operator={isOperatorRole(user.role)} />;
}

function Tariffs({ operator }: { operator: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query: TariffListQuery = {};
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) Object.assign(query, { [key]: value });
  }
  const tariffs = useTariffs(query);
  const companies = useCompanyOptions({ enabled: operator });
  const vendors = useVendorOptions({ enabled: operator });
  const remove = useRemoveTariff();
  const [adding, setAdding] = useState(false);
  const parties: Record<TariffSide, { id: string; name: string }[]> = {
    sale: companies.data ?? [],
    purchase: vendors.data ?? [],
  };
  const partyName = (tariff: StoredTariff) =>
    tariff.partyId === null
      ? t('tariffs.party.default')
      : (parties[tariff.side].find((party) => party.id === tariff.partyId)?.name ??
        (operator ? t('tariffs.party.unknown') : t('tariffs.party.yours')));

  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key === 'side') next.delete('partyId');
        return next;
      },
      { replace: true },
    );
  const select = (key: (typeof FILTERS)[number], options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={t(`tariffs.filters.${key}`)}
      value={params.get(key) ?? ''}
      onChange={(event) => set(key, event.target.value)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">{t('tariffs.filters.any')}</MenuItem>
      {options.map(([value, name]) => (
        <MenuItem key={value} value={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
  const side = (params.get('side') as TariffSide | null) ?? null;
  const partyOptions: [string, string][] = [
    ['default', t('tariffs.party.default')],
    ...(side ? parties[side] : [...parties.sale, ...parties.purchase]).map(
      (party): [string, string] => [party.id, party.name],
    ),
  ];

  return (
    // A column of flex items takes the page's width whatever its content's: the table and the
    // tabs scroll inside their own boxes on a phone rather than widening the page.
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('tariffs.title')}
          </Typography>
          <Typography color="text.secondary">
            {t(operator ? 'tariffs.intro' : 'tariffs.introVendor')}
          </Typography>
        </Box>
        {operator && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('tariffs.add')}
          </Button>
        )}
      </Box>
      <BillingTabs operator={operator} />
      <Box
        role="search"
        aria-label={t('tariffs.filters.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {operator &&
          select(
            'side',
            TARIFF_SIDES.map((option) => [option, t(`tariffs.sides.${option}`)]),
          )}
        {operator && select('partyId', partyOptions)}
        {select(
          'serviceType',
          SERVICE_TYPES.map((s) => [s, listLabel(t, 'serviceTypes', s)]),
        )}
        {select(
          'vehicleCategory',
          VEHICLE_CATEGORIES.map((c) => [c, listLabel(t, 'vehicleCategories', c)]),
        )}
      </Box>
      {remove.isError && (
        <Alert severity="error" onClose={() => remove.reset()}>
          {remove.error.message}
        </Alert>
      )}
      {tariffs.isPending ? (
        <LoadingBlock />
      ) : tariffs.isError ? (
        <QueryErrorAlert
          error={tariffs.error}
          onRetry={() => void tariffs.refetch()}
          retryLabel={t('tariffs.retry')}
        />
      ) : tariffs.data.length === 0 ? (
        <EmptyState
          Icon={PriceChangeIcon}
          title={t('tariffs.empty.title')}
          body={t(operator ? 'tariffs.empty.body' : 'tariffs.empty.bodyVendor')}
        />
      ) : (
        <TariffsTable
          tariffs={tariffs.data}
          partyName={partyName}
          canRemove={operator}
          onRemove={(tariff) => remove.mutate(tariff.id)}
        />
      )}
      {adding && (
        <TariffFormDialog
          side={side ?? 'sale'}
          today={todayInIndia()}
          parties={parties}
          onClose={() => setAdding(false)}
        />
      )}
    </Box>
  );
}

import { DUTY_STATUSES } from '@raahi/domain/duty-constants';
import { SERVICE_TYPES } from '@raahi/domain/lists';
import {
  presetOf,
  REPORT_PERIOD_PRESETS,
  reportPeriod,
  type ReportPeriodPreset,
} from '@raahi/domain/report-periods';
import { REPORTS, type ReportGroup, type ReportKind } from '@raahi/domain/reports';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';
import { SearchPicker } from '../../../components/form/search-picker';
import {
  reportDriver,
  reportVehicle,
  searchReportDrivers,
  searchReportVehicles,
} from '../api/search-report-records';
import { listLabel } from '../../../lib/list-labels';

type Read = (key: string) => string;
type Write = (changes: Record<string, string>) => void;

/**
 * A report's filters, each kept in the page's address (`from`, `to`, `groupBy`, `vendorId`,
 * `serviceType`, `status`, `driverId`, `vehicleId`): a preset period (worked out in IST), the
 * days, the grouping, and the filters the report reads. The vendor and company are offered to
 * the operator's staff only; the driver and vehicle to everyone but a driver, searched in the
 * caller's scope (and the chosen vendor's, for the operator).
 */
export function ReportFilters(props: {
  kind: ReportKind;
  value: Read;
  onChange: Write;
  vendors: [string, string][] | null;
  /** The client companies, for the operator's staff (null: no picker, a link may still set it). */
  companies: [string, string][] | null;
  period: { from: string; to: string };
  /** Whether to offer the driver and vehicle pickers (a driver reads only its own report). */
  pickRecords: boolean;
}) {
  const { t } = useTranslation();
  const report = REPORTS[props.kind];
  const reads: readonly string[] = report.filters;
  const groups: readonly ReportGroup[] = report.groups;
  const preset = presetOf(props.period) ?? '';
  // A vendor's people are kept to their own vendor by the server, whatever the address says.
  const vendorId = props.vendors ? props.value('vendorId') : '';

  const select = (key: string, label: string, options: [string, string][], any = true) => (
    <TextField
      select
      size="small"
      label={label}
      value={props.value(key)}
      onChange={(event) => props.onChange({ [key]: event.target.value })}
      sx={{ minWidth: 160 }}
    >
      {any && <MenuItem value="">{t('reports.filters.any')}</MenuItem>}
      {options.map(([value, name]) => (
        <MenuItem key={value} value={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box
      role="search"
      aria-label={t('reports.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {report.period && (
        <>
          <TextField
            select
            size="small"
            label={t('reports.filters.period')}
            value={preset}
            onChange={(event) =>
              props.onChange({ ...reportPeriod(event.target.value as ReportPeriodPreset) })
            }
            sx={{ minWidth: 190 }}
          >
            {REPORT_PERIOD_PRESETS.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`reports.presets.${name}`)}
              </MenuItem>
            ))}
            {preset === '' && (
              <MenuItem value="" disabled>
                {t('reports.presets.custom')}
              </MenuItem>
            )}
          </TextField>
          {(['from', 'to'] as const).map((key) => (
            <Box key={key} sx={{ width: 170 }}>
              <DateField
                kind="date"
                size="small"
                label={t(`reports.filters.${key}`)}
                value={props.period[key]}
                onChange={(value) => props.onChange({ [key]: value })}
              />
            </Box>
          ))}
        </>
      )}
      {groups.length > 1 &&
        select(
          'groupBy',
          t('reports.filters.groupBy'),
          groups.map((g) => [g, t(`reports.groups.${g}`)]),
          false,
        )}
      {props.vendors &&
        reads.includes('vendorId') &&
        select('vendorId', t('reports.filters.vendor'), props.vendors)}
      {props.companies &&
        reads.includes('companyId') &&
        select('companyId', t('reports.filters.company'), props.companies)}
      {props.pickRecords && reads.includes('driverId') && (
        <SearchPicker
          label={t('reports.filters.driver')}
          queryKey={['reports', 'drivers', vendorId]}
          value={props.value('driverId')}
          onChange={(id) => props.onChange({ driverId: id })}
          search={(text, signal) => searchReportDrivers(text, vendorId, signal)}
          lookup={reportDriver}
          minWidth={340}
        />
      )}
      {props.pickRecords && reads.includes('vehicleId') && (
        <SearchPicker
          label={t('reports.filters.vehicle')}
          queryKey={['reports', 'vehicles', vendorId]}
          value={props.value('vehicleId')}
          onChange={(id) => props.onChange({ vehicleId: id })}
          search={(text, signal) => searchReportVehicles(text, vendorId, signal)}
          lookup={reportVehicle}
        />
      )}
      {reads.includes('serviceType') &&
        select(
          'serviceType',
          t('reports.filters.serviceType'),
          SERVICE_TYPES.map((s) => [s, listLabel(t, 'serviceTypes', s)]),
        )}
      {reads.includes('status') &&
        select(
          'status',
          t('reports.filters.status'),
          DUTY_STATUSES.map((s) => [s, t(`duties.statuses.${s}`)]),
        )}
    </Box>
  );
}

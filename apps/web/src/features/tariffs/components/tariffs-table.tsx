import { formatRupees } from '@raahi/domain/formats';
import type { StoredTariff } from '@raahi/domain/tariffs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from '../../../components/scrolling-table';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDate } from '../../../lib/format-date';
import { listLabel } from '../../../lib/list-labels';

/** A version's rates in one line: its packages, its fare or its per-km rate, and surcharges. */
export function describeRates(rates: StoredTariff['rates'], t: TFunction): string {
  const { base } = rates;
  const parts: string[] = [];
  if (base.kind === 'package')
    parts.push(
      base.packages
        .map((p) =>
          t('tariffs.summary.package', {
            hours: p.hours,
            km: p.km,
            price: formatRupees(p.pricePaise),
          }),
        )
        .join(' · '),
      base.slabJumpAfterMinutes === null
        ? t('tariffs.summary.noJump')
        : t('tariffs.summary.jump', { minutes: base.slabJumpAfterMinutes }),
    );
  else if (base.kind === 'flat')
    parts.push(t('tariffs.summary.flat', { fare: formatRupees(base.farePaise) }));
  else
    parts.push(
      t('tariffs.summary.outstation', {
        rate: formatRupees(base.perKmPaise),
        km: base.minKmPerDay,
        allowance: formatRupees(base.driverAllowancePerDayPaise),
      }),
    );
  if (rates.night)
    parts.push(
      t('tariffs.summary.night', {
        from: rates.night.windows[0]!.start,
        to: rates.night.windows[0]!.end,
      }),
    );
  if (rates.waiting)
    parts.push(t('tariffs.summary.waiting', { rate: formatRupees(rates.waiting.perHourPaise) }));
  return parts.join('; ');
}

/** Tariff versions, newest first within each party, service and category. */
export function TariffsTable({
  tariffs,
  partyName,
  canRemove,
  onRemove,
}: {
  tariffs: StoredTariff[];
  partyName: (tariff: StoredTariff) => string;
  canRemove: boolean;
  onRemove: (tariff: StoredTariff) => void;
}) {
  const { t } = useTranslation();
  return (
    <ScrollingTable label={t('tariffs.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('tariffs.columns.party')}</TableCell>
          <TableCell>{t('tariffs.columns.service')}</TableCell>
          <TableCell>{t('tariffs.columns.from')}</TableCell>
          <TableCell>{t('tariffs.columns.rates')}</TableCell>
          {canRemove && (
            <TableCell>
              <VisuallyHidden>{t('tariffs.remove')}</VisuallyHidden>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {tariffs.map((tariff) => (
          <TableRow key={tariff.id}>
            <TableCell>
              <Box>{partyName(tariff)}</Box>
              <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>
                {t(`tariffs.sides.${tariff.side}`)}
              </Box>
            </TableCell>
            <TableCell>
              <Box>{listLabel(t, 'serviceTypes', tariff.serviceType)}</Box>
              <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>
                {listLabel(t, 'vehicleCategories', tariff.vehicleCategory)}
              </Box>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Box>{formatDate(tariff.effectiveFrom)}</Box>
              <Chip
                size="small"
                variant="outlined"
                color={tariff.inForce ? 'success' : 'default'}
                label={t(tariff.inForce ? 'tariffs.inForce' : 'tariffs.upcoming')}
              />
            </TableCell>
            <TableCell sx={{ minWidth: 220 }}>{describeRates(tariff.rates, t)}</TableCell>
            {canRemove && (
              <TableCell>
                {!tariff.inForce && (
                  <Button size="small" color="error" onClick={() => onRemove(tariff)}>
                    {t('tariffs.remove')}
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </ScrollingTable>
  );
}

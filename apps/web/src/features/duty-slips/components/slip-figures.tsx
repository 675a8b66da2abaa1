import type { DutySlip } from '@raahi/domain/duty-slips';
import { formatRupees } from '@raahi/domain/formats';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { API_BASE } from '../../../lib/http';
import { useAuthedImage } from '../../../lib/use-authed-image';
import { chargePath, slipPath } from '../api/keys';
import { slipDuration } from '../lib/slip-refusal-text';
import { formatKm } from '../../../lib/format-km';

const cell = { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' } as const;

function Row({ cells, head = false }: { cells: ReactNode[]; head?: boolean }) {
  return (
    <Box component="tr">
      {cells.map((value, index) => (
        <Box
          key={index}
          component={head || index === 0 ? 'th' : 'td'}
          scope={head ? 'col' : index === 0 ? 'row' : undefined}
          sx={{
            ...cell,
            textAlign: index === 0 ? 'left' : 'right',
            fontWeight: head || index === 0 ? 600 : 400,
          }}
        >
          {value}
        </Box>
      ))}
    </Box>
  );
}

const km = (value: number | null) => (value === null ? '—' : formatKm(value));
const money = (paise: number | null) => (paise === null ? '—' : formatRupees(paise));

/** The receipt, opened with the bearer token (the route needs it). */
function ReceiptLink({
  dutyId,
  charge,
  label,
}: {
  dutyId: string;
  charge: { id: string; receipt: { uploadedAt: string } | null };
  label: string;
}) {
  const version = encodeURIComponent(charge.receipt?.uploadedAt ?? '');
  const url = useAuthedImage(`${API_BASE}${chargePath(dutyId, charge.id)}/receipt?v=${version}`);
  return url ? (
    <Link href={url} target="_blank" rel="noopener">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

function Signature({ slip }: { slip: DutySlip }) {
  const { t } = useTranslation();
  const url = useAuthedImage(
    slip.confirmation.signature
      ? `${API_BASE}${slipPath(slip.dutyId)}/signature?v=${encodeURIComponent(slip.confirmation.signature.uploadedAt)}`
      : null,
  );
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={t('dutySlips.confirmation.signatureAlt')}
      sx={{ maxWidth: 240, maxHeight: 100, border: 1, borderColor: 'divider', bgcolor: 'white' }}
    />
  );
}

/**
 * The slip's figures as a table a person can check and print: garage to garage, the totals,
 * each charge, allowances, advance, remarks and the passenger's confirmation.
 */
export function SlipFigures({ slip }: { slip: DutySlip }) {
  const { t } = useTranslation();
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
  const points: [string, string | null, number | null | undefined][] = [
    [t('dutySlips.points.garageOut'), slip.garageOutAt, slip.garageOutKm],
    [t('dutySlips.points.reported'), slip.reportedAt, undefined],
    [t('dutySlips.points.boarded'), slip.boardedAt, slip.boardedKm],
    [t('dutySlips.points.dropped'), slip.droppedAt, slip.droppedKm],
    [t('dutySlips.points.garageIn'), slip.garageInAt, slip.garageInKm],
  ];
  const { confirmation, totals } = slip;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
          {t('dutySlips.sections.garageToGarage')}
        </caption>
        <thead>
          <Row head cells={['', t('dutySlips.columns.time'), t('dutySlips.columns.odometer')]} />
        </thead>
        <tbody>
          {points.map(([label, at, reading]) => (
            <Row key={label} cells={[label, when(at), reading === undefined ? '' : km(reading)]} />
          ))}
          <Row
            head
            cells={[
              t('dutySlips.points.total'),
              totals.minutes === null ? '—' : slipDuration(t, totals.minutes),
              km(totals.km),
            ]}
          />
        </tbody>
      </Box>

      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
          {t('dutySlips.sections.money')}
        </caption>
        <tbody>
          {slip.charges.map((charge) => (
            <Row
              key={charge.id}
              cells={[
                <span key="label">
                  {t(`dutySlips.charges.kinds.${charge.kind}`)}
                  {charge.note ? ` · ${charge.note}` : ''}
                  {' · '}
                  {charge.receipt ? (
                    <ReceiptLink
                      dutyId={slip.dutyId}
                      charge={charge}
                      label={t('dutySlips.charges.receipt')}
                    />
                  ) : (
                    t('dutySlips.charges.noReceipt')
                  )}
                </span>,
                money(charge.amountPaise),
              ]}
            />
          ))}
          <Row head cells={[t('dutySlips.charges.total'), money(totals.chargesPaise)]} />
          <Row
            cells={[t('dutySlips.fields.nightAllowancePaise'), money(slip.nightAllowancePaise)]}
          />
          <Row
            cells={[t('dutySlips.fields.driverAllowancePaise'), money(slip.driverAllowancePaise)]}
          />
          <Row cells={[t('dutySlips.fields.advancePaise'), money(slip.advancePaise)]} />
        </tbody>
      </Box>

      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('dutySlips.fields.remarks')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{slip.remarks ?? '—'}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle2" component="h3">
          {t('dutySlips.confirmation.title')}
        </Typography>
        {confirmation.startCode && (
          <Typography>
            {t('dutySlips.confirmation.startCode', {
              when: formatDateTime(confirmation.startCode),
            })}
          </Typography>
        )}
        <Signature slip={slip} />
        {!confirmation.startCode && !confirmation.signature && (
          <Typography color="text.secondary">{t('dutySlips.confirmation.none')}</Typography>
        )}
      </Box>
    </Box>
  );
}

import { NOTIFICATION_KINDS, type NotificationKind } from '@raahi/domain/notifications';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { NotificationFilters } from '../api/keys';

interface NotificationFiltersBarProps {
  filters: NotificationFilters;
  onChange: (filters: NotificationFilters) => void;
}

/** The centre's filters: one kind, or every kind; unread only. */
export function NotificationFiltersBar({ filters, onChange }: NotificationFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t('notifications.kindFilter')}
        value={filters.kind ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            kind: (event.target.value || undefined) as NotificationKind | undefined,
          })
        }
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="">{t('notifications.allKinds')}</MenuItem>
        {NOTIFICATION_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`notifications.kindLabels.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.unread ?? false}
            onChange={(event) =>
              onChange({ ...filters, unread: event.target.checked || undefined })
            }
          />
        }
        label={t('notifications.unreadOnly')}
      />
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SnoozeIcon from '@mui/icons-material/Snooze';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { snoozeChoices } from '../lib/task-time';

/** Snooze until one of a few moments ahead (India time). */
export function SnoozeMenu({
  disabled,
  onSnooze,
}: {
  disabled: boolean;
  onSnooze: (until: Date) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choices = anchor ? snoozeChoices(new Date()) : [];
  return (
    <>
      <Button
        size="small"
        disabled={disabled}
        startIcon={<SnoozeIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('tasks.snooze')}
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.key}
            onClick={() => {
              setAnchor(null);
              onSnooze(choice.until);
            }}
          >
            {t(`tasks.snoozeChoices.${choice.key}`, {
              at: formatDateTime(choice.until.toISOString()),
            })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

const MONOSPACE = {
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  fontSize: '1.2rem',
  letterSpacing: '0.06em',
};

interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's text, e.g. 'Copy password'. */
  copyLabel: string;
  /** Passwords in a fixed-width font, so look-alike characters are easy to tell apart. */
  monospace?: boolean;
}

/** A read-only value with a copy button; where the clipboard is refused, the text is selected. */
export function CopyField({ label, value, copyLabel, monospace = false }: CopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t('copy.done'));
    } catch {
      input.current?.select();
      toast.info(t('copy.failed'));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
      <TextField
        id={id}
        label={label}
        value={value}
        fullWidth
        inputRef={input}
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            style: monospace ? MONOSPACE : undefined,
          },
        }}
      />
      <Button
        variant="outlined"
        onClick={() => void copy()}
        startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
        sx={{ flexShrink: 0, minWidth: 140 }}
      >
        {copied ? t('copy.copied') : copyLabel}
      </Button>
    </Box>
  );
}

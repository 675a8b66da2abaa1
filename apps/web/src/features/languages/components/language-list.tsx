import { UI_LANGUAGES, type UiLanguage } from '@raahi/domain/language-list';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';

/**
 * The nine languages, each named in its own script (and marked with its own `lang`, so screen
 * readers and fonts treat it right), with its name in the current language beneath.
 */
export function LanguageList({
  current,
  onChoose,
  disabled,
}: {
  current: string;
  onChoose: (language: UiLanguage) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('languages.listLabel')}>
      {UI_LANGUAGES.map((language) => {
        const selected = language.code === current;
        return (
          <ListItem key={language.code} disablePadding>
            <ListItemButton
              selected={selected}
              aria-current={selected ? 'true' : undefined}
              disabled={disabled}
              onClick={() => onChoose(language)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={
                  <span lang={language.code} dir={language.dir}>
                    {language.name}
                  </span>
                }
                secondary={t(`languages.names.${language.code}`)}
                slotProps={{ primary: { sx: { fontSize: '1.15rem', fontWeight: 600 } } }}
              />
              {selected && (
                <ListItemIcon sx={{ minWidth: 0 }}>
                  <CheckIcon color="primary" />
                </ListItemIcon>
              )}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

import { UI_LANGUAGES } from '@raahi/domain/language-list';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../../lib/language';

/** The public pages' compact choice: the nine languages in their own scripts. */
export function LanguageMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { i18n } = useTranslation();
  return (
    <Menu id="language-menu" anchorEl={anchor} open onClose={onClose}>
      {UI_LANGUAGES.map((language) => (
        <MenuItem
          key={language.code}
          selected={language.code === i18n.language}
          lang={language.code}
          dir={language.dir}
          onClick={() => {
            onClose();
            void switchLanguage(language.code);
          }}
        >
          <ListItemText primary={language.name} />
        </MenuItem>
      ))}
    </Menu>
  );
}

import { languageByCode, type UiLanguage } from '@raahi/domain/language-list';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useSaveLanguage } from '../../../features/languages/api/save-language';
import { LanguageList } from '../../../features/languages/components/language-list';
import { switchLanguage } from '../../../lib/language';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /languages: everyone chooses the language of their screens. It applies at once, is kept in
 * this browser and saved on the profile, so every device the person signs in on follows it.
 */
export function LanguagesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('languages.title'));
  const save = useSaveLanguage();

  const choose = async (language: UiLanguage) => {
    await switchLanguage(language.code);
    save.mutate(language.value, {
      onSuccess: () => toast.success(t('languages.saved', { name: language.name })),
    });
  };

  return (
    <Box sx={{ maxWidth: 560, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('languages.title')}
        </Typography>
        <Typography color="text.secondary">{t('languages.intro')}</Typography>
      </Box>
      {save.isError && <Alert severity="warning">{t('languages.notSaved')}</Alert>}
      <Paper variant="outlined" sx={{ p: 1 }}>
        <LanguageList
          current={languageByCode(i18n.language)?.code ?? 'en'}
          onChoose={(language) => void choose(language)}
          disabled={save.isPending}
        />
      </Paper>
      {/* Development only: every string accented and 40 % longer, to find what is not
          translated and what clips (lib/languages/pseudo.ts). */}
      {import.meta.env.DEV && (
        <Button onClick={() => void switchLanguage('pseudo')} sx={{ justifySelf: 'start' }}>
          Pseudo-locale (development)
        </Button>
      )}
    </Box>
  );
}

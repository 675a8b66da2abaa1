import { createTheme, responsiveFontSizes } from '@mui/material/styles';

// Latin text uses each platform's UI font. Indian scripts and Urdu use Noto, self-hosted and
// loaded only for the chosen language (lib/languages/fonts.ts): each face covers only its own
// script's letters, so listed first they change nothing else, and nothing when not loaded.
const systemFontStack = [
  '"Noto Sans Kannada"',
  '"Noto Sans Devanagari"',
  '"Noto Sans Tamil"',
  '"Noto Sans Malayalam"',
  '"Noto Sans Telugu"',
  '"Noto Nastaliq Urdu"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/**
 * The spec's teal (#3789A3) stays the brand colour of borders, icons and large surfaces, but
 * is only 3.99:1 on white: small text in teal, and white small text on teal, use this darker
 * shade of it (5.65:1 on white, 5.19:1 on the page's background), as WCAG AA asks (4.5:1).
 * The spec's purple (#800080) already reaches 9.42:1 and needs no shade.
 */
const TEAL_FOR_TEXT = '#2B6F85';

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#800080' },
      secondary: { main: '#3789A3', dark: TEAL_FOR_TEXT, contrastText: '#FFFFFF' },
      // MUI's orange (#ED6C02) carries white text at 3.11:1; this burnt orange reaches 5.17:1
      // with white and 4.74:1 as text on the page's background.
      warning: { main: '#B35000' },
      background: { default: '#F0F6FA', paper: '#FFFFFF' },
      text: { primary: '#1F1A24', secondary: '#5A5563' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: systemFontStack,
      h1: { fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, letterSpacing: '-0.01em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      body1: { lineHeight: 1.65 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Nastaliq's letters climb and descend far beyond Latin's: at MUI's line-heights a
      // two-line Urdu heading or paragraph overlaps itself and the line under it.
      MuiCssBaseline: {
        styleOverrides: { ':lang(ur) :is(h1, h2, h3, h4, h5, h6, p)': { lineHeight: 1.9 } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // A teal chip keeps the brand teal as its outline; its small label takes the darker shade.
      // A chip is never wider than its box: a long label (a status in a longer language) ends
      // in an ellipsis instead of widening the page.
      MuiChip: {
        styleOverrides: {
          root: {
            maxWidth: '100%',
            variants: [
              {
                props: { color: 'secondary', variant: 'outlined' },
                style: { color: TEAL_FOR_TEXT },
              },
              {
                props: { color: 'secondary', variant: 'filled' },
                style: { backgroundColor: TEAL_FOR_TEXT },
              },
            ],
          },
        },
      },
    },
  }),
);

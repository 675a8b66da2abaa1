import { createTheme, responsiveFontSizes } from '@mui/material/styles';

// No web fonts are shipped (the product must work offline), so use each platform's UI font.
const systemFontStack = [
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

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#800080' },
      secondary: { main: '#3789A3' },
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
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  }),
);

import { createTheme, type Theme, type ThemeOptions } from '@mui/material';

export type ColorMode = 'light' | 'dark';

export function createAppTheme(mode: ColorMode): Theme {
  return createTheme(themeOptions(mode));
}

/** The options behind the theme; the admin portal (react-admin) builds its theme from them too. */
export function themeOptions(mode: ColorMode): ThemeOptions {
  const dark = mode === 'dark';
  return {
    palette: {
      mode,
      primary: { main: dark ? '#60a5fa' : '#2563eb' },
      secondary: { main: dark ? '#a78bfa' : '#7c3aed' },
      // Light: dark enough for white text on a filled chip or button, and as text on the page (WCAG AA, 4.5:1).
      success: { main: dark ? '#34d399' : '#047857' },
      error: { main: dark ? '#f87171' : '#dc2626' },
      warning: { main: dark ? '#fbbf24' : '#b45309' },
      info: { main: dark ? '#38bdf8' : '#0369a1' },
      background: dark ? { default: '#0b1020', paper: '#131a2e' } : { default: '#f5f7fb', paper: '#ffffff' },
      divider: dark ? 'rgba(148, 163, 184, 0.16)' : 'rgba(15, 23, 42, 0.12)',
      text: dark ? { primary: '#e5e9f2', secondary: '#9aa6bf' } : { primary: '#0f172a', secondary: '#475569' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiToggleButton: {
        styleOverrides: {
          // MUI's default greys and the selected primary miss 4.5:1 on our page background.
          root: ({ theme }) => ({
            color: theme.palette.text.secondary,
            '&.Mui-selected': { color: dark ? theme.palette.primary.light : theme.palette.primary.dark },
          }),
        },
      },
    },
  };
}

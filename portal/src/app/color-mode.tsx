import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createAppTheme, type ColorMode } from './theme';

const STORAGE_KEY = 'colorMode';

interface ColorModeState {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeState>({ mode: 'dark', toggle: () => undefined });

/**
 * Dark by default. The system setting is followed when it explicitly asks for light; a choice
 * made with the toggle wins over both and is remembered on this device.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const systemPrefersLight = useMediaQuery('(prefers-color-scheme: light)', { noSsr: true });
  const [chosen, setChosen] = useState<ColorMode | null>(() => readStoredMode());
  const mode: ColorMode = chosen ?? (systemPrefersLight ? 'light' : 'dark');
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const state = useMemo<ColorModeState>(
    () => ({
      mode,
      toggle: () => {
        const next = mode === 'dark' ? 'light' : 'dark';
        localStorage.setItem(STORAGE_KEY, next);
        setChosen(next);
      },
    }),
    [mode],
  );
  return (
    <ColorModeContext.Provider value={state}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorModeState {
  return useContext(ColorModeContext);
}

function readStoredMode(): ColorMode | null {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

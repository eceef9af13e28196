/**
 * MUI's CSS-variables theme provider, as this portal bundles it (see lean-imports.ts): the themes
 * made here have no CSS variables, so `ThemeProvider` never renders it.
 */
export function CssVarsProvider(): never {
  throw new Error('This build leaves out CSS-variables themes: give createTheme no `cssVariables` or `colorSchemes`.');
}

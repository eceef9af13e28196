/**
 * MUI's CSS-variables theme builder, as this portal bundles it (see lean-imports.ts): neither the
 * portal's theme nor react-admin's asks for CSS variables, so `createTheme` never calls it.
 */
export default function createThemeWithVars(): never {
  throw new Error('This build leaves out CSS-variables themes: give createTheme no `cssVariables` or `colorSchemes`.');
}

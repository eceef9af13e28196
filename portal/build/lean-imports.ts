import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const stub = (name: string) => fileURLToPath(new URL(`stubs/${name}.ts`, import.meta.url));

/**
 * Imports of code this portal can never run, answered by a stub that says so if it ever did.
 * Bundlers keep whatever a module might call; these branches are decided by how the portal uses
 * the library, and each costs the landing page kilobytes it would load for nothing.
 */
const REDIRECTS: { importer: RegExp; source: string; to: string }[] = [
  // react-admin makes a hash router when it finds none around it; here it always runs inside the
  // portal's. Without that fallback React Router's data-router code stays out of every page.
  {
    importer: /\/ra-core\/dist\/routing\/adapters\/reactRouterProvider\.js$/,
    source: 'react-router-dom',
    to: stub('react-router-inside-portal'),
  },
  // MUI's createTheme and ThemeProvider switch to CSS variables only for a theme that asks for
  // them; neither the portal's theme nor react-admin's does.
  {
    importer: /\/@mui\/material\/styles\/createTheme\.mjs$/,
    source: './createThemeWithVars.mjs',
    to: stub('mui-create-theme-with-vars'),
  },
  {
    importer: /\/@mui\/material\/styles\/ThemeProvider\.mjs$/,
    source: './ThemeProviderWithVars.mjs',
    to: stub('mui-theme-provider-with-vars'),
  },
];

/**
 * Packages that run nothing when loaded but do not say so (no "sideEffects": false), so an import
 * of them stays even when nothing uses it. Emotion imports hoist-non-react-statics (and with it an
 * older react-is) for `withTheme`, which MUI never calls.
 */
const WITHOUT_SIDE_EFFECTS = ['hoist-non-react-statics'];

export function leanImports(): Plugin {
  return {
    name: 'signaldesk-lean-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const redirect = REDIRECTS.find((entry) => entry.source === source && entry.importer.test(importer));
      if (redirect) return redirect.to;
      if (!WITHOUT_SIDE_EFFECTS.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}

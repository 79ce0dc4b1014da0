import type { Plugin } from 'vite';

/** Each Mantine component keeps its class names in `<Name>.module.mjs`; its styles are `styles/<Name>.layer.css`. */
const MANTINE_CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
/** Where both apps import Mantine's base styles. */
const APP_MOUNT = /[\\/]web-common[\\/]src[\\/]app[\\/]mount\.tsx$/;

/**
 * Mantine's full sheet is ~250 KB of CSS for a hundred components; a page uses a dozen. This adds
 * the styles of each Mantine component to the module that holds its class names, so a component's
 * CSS travels with the chunk that renders it (the home page no longer loads the date picker's).
 * The layer variant puts them in `@layer mantine`, below every unlayered rule of ours: a page's own
 * CSS may now load before a component's, and must still win, as it did after the full sheet.
 * Components import the components they build on first, so their styles keep Mantine's order.
 */
export function mantineComponentStylesPlugin(): Plugin {
  let serving = false;
  return {
    name: 'gp-mantine-component-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server pre-bundles Mantine, so no module of it passes here: it gets the whole sheet.
      if (serving) return APP_MOUNT.test(id) ? `import '@mantine/core/styles.layer.css';\n${code}` : null;
      const name = MANTINE_CLASS_MODULE.exec(id)?.[1];
      if (!name) return null;
      return { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null };
    },
  };
}

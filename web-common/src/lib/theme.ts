import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/*
 * Palettes are ours, not Mantine's defaults: shade 4 (the primary shade of spec §9) is dark
 * enough that white text on it, and shade-4 text on white, both pass WCAG AA (5.3:1 for blue,
 * 5.5:1 for red). autoContrast stays on so lighter shades used as fills get dark text.
 */
const blue: MantineColorsTuple = [
  '#e8f3fc',
  '#cfe4f8',
  '#a0c9f1',
  '#6aa9e8',
  '#1f6cc2',
  '#1a5da9',
  '#164e8f',
  '#123f75',
  '#0d305a',
  '#092240',
];

const red: MantineColorsTuple = [
  '#fdeceb',
  '#fbd5d3',
  '#f5aaa6',
  '#ee7b75',
  '#c62f28',
  '#ad2822',
  '#93211c',
  '#791b17',
  '#5e1411',
  '#440e0c',
];

/** For success notices: shade 4 on white is 6.4:1, like the palettes above. */
const green: MantineColorsTuple = [
  '#e9f7ec',
  '#cdebd3',
  '#a3d9ae',
  '#6fc27f',
  '#237032',
  '#1e6029',
  '#195022',
  '#14401b',
  '#0f3014',
  '#0a200d',
];

const interStack = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  colors: { blue, red, green },
  primaryColor: 'blue',
  primaryShade: 4,
  autoContrast: true,
  // Dialogs, menus and collapses appear without their animation for people who ask their system for less motion.
  respectReducedMotion: true,
  fontFamily: interStack,
  headings: { fontFamily: interStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // WCAG 2.2 target size (2.5.8): a radio, a checkbox and a switch are 24 px tall (Mantine's default is 20).
  // Plain objects rather than Radio.extend(): the theme, on every page, imports no component.
  components: {
    Radio: { defaultProps: { size: 'md' } },
    Checkbox: { defaultProps: { size: 'md' } },
    Switch: { defaultProps: { size: 'md' } },
  },
});

/** Mantine's dimmed grey (input descriptions, hints) is 3.3:1 on white; gray 7 passes WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

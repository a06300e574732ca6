/** Dependencies of the stories that Vite pre-bundles up front, in Storybook and in Vitest. */
export const storybookPrebundledDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-i18next',
  'i18next',
  'clsx',
  'zod',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'embla-carousel-react',
  '@radix-ui/react-popover',
  '@radix-ui/react-dialog',
];

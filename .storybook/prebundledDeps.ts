/**
 * Dependencies of the stories that Vite pre-bundles up front, in Storybook and in Vitest.
 * Vite resolves these from the repository root, where pnpm links only the root's own
 * dependencies: the packages' dependencies are named through the package that has them
 * (Vite's `pkg > dep` form), or Vite cannot find them and pre-bundles nothing up front.
 */
const throughUi = (dependency: string) => `@salon/ui > ${dependency}`;

export const storybookPrebundledDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  ...[
    'clsx',
    'class-variance-authority',
    'zod',
    'react-hook-form',
    '@hookform/resolvers/zod',
    'embla-carousel-react',
    '@radix-ui/react-popover',
    '@radix-ui/react-dialog',
    '@radix-ui/react-tabs',
    'downshift',
    '@dnd-kit/core',
    '@dnd-kit/sortable',
    '@dnd-kit/utilities',
  ].map(throughUi),
  // The page builder's stories (packages/creator) read lists through TanStack Query.
  '@salon/creator > @tanstack/react-query',
];

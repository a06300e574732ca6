/**
 * Design tokens of the store. Tailwind 4 reads this file through the `@config`
 * directive in packages/ui/src/styles.css, so tokens stay in one typed place.
 */
import type { Config } from 'tailwindcss';

export const colorSchemes = {
  Blue: { background: '#1f3a93', foreground: '#ffffff', accent: '#c9d6ff' },
  Green: { background: '#1d6b4f', foreground: '#ffffff', accent: '#c6f0dc' },
  Purple: { background: '#5b2a86', foreground: '#ffffff', accent: '#e4d2f5' },
} as const;

export default {
  content: [
    './packages/ui/src/**/*.{ts,tsx}',
    './packages/block-registry/src/**/*.{ts,tsx}',
    './apps/storefront/app/**/*.{ts,tsx}',
    // Not the tests (their expectations name classes no component uses) nor cn's class table.
    '!./packages/ui/src/**/*.test.{ts,tsx}',
    '!./packages/ui/src/primitives/classGroups.ts',
  ],
  theme: {
    screens: {
      // Viewport marks of the spec: 480 / 860 / 1280 / 1440.
      xs: '480px',
      md: '860px',
      lg: '1280px',
      xl: '1440px',
    },
    extend: {
      colors: {
        brand: {
          DEFAULT: '#111111',
          ink: '#111111',
          paper: '#ffffff',
          muted: '#595959',
          line: '#d9d9d9',
          surface: '#f5f4f2',
          accent: '#b3122e',
        },
        campaign: { DEFAULT: '#0b7a3b', contrast: '#ffffff' },
        scheme: {
          blue: colorSchemes.Blue.background,
          'blue-accent': colorSchemes.Blue.accent,
          green: colorSchemes.Green.background,
          'green-accent': colorSchemes.Green.accent,
          purple: colorSchemes.Purple.background,
          'purple-accent': colorSchemes.Purple.accent,
        },
        text: { black: '#111111', white: '#ffffff' },
        status: {
          info: '#0b4f8a',
          'info-bg': '#e8f1fb',
          warning: '#7a4b00',
          'warning-bg': '#fff4de',
          error: '#a4111f',
          'error-bg': '#fdecee',
          success: '#11643a',
          'success-bg': '#e6f6ed',
        },
      },
      fontFamily: {
        sans: ['"Inter"', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'],
        display: ['"Playfair Display"', 'Georgia', 'serif'],
      },
      fontSize: {
        'body-sm': ['0.875rem', { lineHeight: '1.25rem' }],
        body: ['1rem', { lineHeight: '1.5rem' }],
        lead: ['1.125rem', { lineHeight: '1.75rem' }],
        h3: ['1.25rem', { lineHeight: '1.75rem', fontWeight: '600' }],
        h2: ['1.75rem', { lineHeight: '2.25rem', fontWeight: '600' }],
        h1: ['2.25rem', { lineHeight: '2.75rem', fontWeight: '700' }],
      },
      spacing: {
        gutter: '1rem',
        'gutter-lg': '1.5rem',
        section: '3rem',
      },
      zIndex: {
        // Global and local modal levels of the spec.
        'modal-global': '900',
        'modal-local': '200',
      },
      maxWidth: { page: '1440px' },
    },
  },
} satisfies Config;

import { defineConfig } from '@pandacss/dev';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  conditions: {
    extend: {
      // Hover styles only where a pointer hovers: a phone keeps :hover after a tap, which left the menu's close
      // button white on light grey (#17). Touch screens get no hover look at all.
      hover: ['@media (hover: hover)', '&:is(:hover, [data-hover])'],
    },
  },
  theme: {
    extend: {
      keyframes: {
        // A toast rises into place (src/ui/toast-region.tsx); none where people ask for reduced motion.
        toastIn: { from: { opacity: '0', transform: 'translateY(0.5rem)' }, to: { opacity: '1', transform: 'none' } },
      },
      tokens: {
        colors: {
          navy: {
            50: { value: '#eef4fb' },
            100: { value: '#d6e4f3' },
            600: { value: '#1d4f86' },
            700: { value: '#163d69' },
            800: { value: '#0f2c4d' },
            900: { value: '#0a1f37' },
          },
          sea: { 400: { value: '#2bb3c0' }, 500: { value: '#1597a5' }, 600: { value: '#0f7b87' } },
          sand: { 50: { value: '#fbf8f2' }, 100: { value: '#f4eddf' } },
          coral: { 500: { value: '#e4572e' } },
        },
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
          heading: { value: 'Georgia, "Times New Roman", serif' },
        },
      },
      semanticTokens: {
        colors: {
          fg: { value: '{colors.gray.900}' },
          muted: { value: '{colors.gray.600}' },
          border: { value: '{colors.gray.200}' },
          brand: { value: '{colors.navy.700}' },
          // sea.600: 5:1 under white text (sea.500 is 3.5:1, below WCAG AA's 4.5:1).
          accent: { value: '{colors.sea.600}' },
          danger: { value: '{colors.red.700}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'fg', bg: 'white', lineHeight: '1.6' },
    'h1, h2, h3': { fontFamily: 'heading', lineHeight: '1.2' },
    a: { color: 'inherit' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'sea.500', outlineOffset: '2px' },
  },
});

import { cva, type RecipeVariantProps } from 'styled-system/css';

/** The spec's button variants: default, destructive, outline, secondary, ghost, link, hero. */
export const button = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    rounded: 'md',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background 150ms, color 150ms',
    borderWidth: '1px',
    borderColor: 'transparent',
    whiteSpace: 'nowrap',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      default: { bg: 'navy.700', color: 'white', _hover: { bg: 'navy.800' } },
      destructive: { bg: 'red.700', color: 'white', _hover: { bg: 'red.800' } },
      outline: { bg: 'white', color: 'navy.800', borderColor: 'gray.300', _hover: { bg: 'gray.50' } },
      secondary: { bg: 'sand.100', color: 'navy.900', _hover: { bg: 'sand.50' } },
      ghost: { bg: 'transparent', color: 'inherit', _hover: { bg: 'gray.100' } },
      link: { bg: 'transparent', color: 'navy.700', textDecoration: 'underline', px: '0!' },
      // sea.600 under white text: 5:1 contrast (sea.500 was 3.5:1, below WCAG AA's 4.5:1).
      hero: { bg: 'sea.600', color: 'white', _hover: { bg: 'navy.700' }, shadow: 'lg' },
    },
    size: {
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', px: '5', fontSize: 'md' },
      lg: { h: '12', px: '7', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'default', size: 'md' },
});

export type ButtonVariants = RecipeVariantProps<typeof button>;

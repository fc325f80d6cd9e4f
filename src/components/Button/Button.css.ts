import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#src/styles/theme.css.ts';

const colorVariant = (bg: string, fg: string) => ({
  background: bg,
  color: fg,
  borderColor: bg,
});

/** Button variants: color, size, layout, icon position. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5em',
    border: '2px solid transparent',
    borderRadius: vars.radius.sm,
    fontFamily: 'inherit',
    fontWeight: 700,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'filter 120ms ease-out',
    selectors: {
      '&:hover': { filter: 'brightness(0.92)' },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.6,
        filter: 'none',
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    color: {
      canvas: {
        ...colorVariant(vars.color.canvas, vars.color.onCanvas),
        borderColor: vars.color.border,
      },
      primary: colorVariant(vars.color.primary, vars.color.onPrimary),
      primaryVariant: colorVariant(vars.color.primaryVariant, vars.color.onPrimaryVariant),
      secondary: colorVariant(vars.color.secondary, vars.color.onSecondary),
      surface: {
        ...colorVariant(vars.color.surface, vars.color.onSurface),
        borderColor: vars.color.border,
      },
      surfaceVariant: colorVariant(vars.color.surfaceVariant, vars.color.onSurfaceVariant),
      danger: colorVariant(vars.color.danger, vars.color.onDanger),
    },
    size: {
      md: { minHeight: '3rem', padding: '0.75rem 1.5rem', fontSize: '1.125rem' },
      sm: { minHeight: '2.5rem', padding: '0.5rem 1rem', fontSize: '1rem' },
      xs: { minHeight: '2rem', padding: '0.25rem 0.75rem', fontSize: '0.9375rem' },
    },
    layout: {
      narrow: {},
      wide: { width: '100%' },
    },
    icon: {
      start: {},
      end: { flexDirection: 'row-reverse' },
      none: {},
    },
  },
  defaultVariants: { color: 'primary', size: 'md', layout: 'narrow', icon: 'none' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

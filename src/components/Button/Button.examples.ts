import type { ButtonProps } from './Button.tsx';

/** Named examples: rendered by the unit tests and the components overview. */
export const examples: Record<string, ButtonProps> = {
  primary: { children: 'Send besked', type: 'submit' },
  canvas: { children: 'Annuller', color: 'canvas' },
  primaryVariant: { children: 'Læs mere', color: 'primaryVariant', href: '/borger/' },
  secondary: { children: 'Tilmeld', color: 'secondary' },
  surface: { children: 'Vis flere', color: 'surface', size: 'sm' },
  surfaceVariant: { children: 'Filtrer', color: 'surfaceVariant', size: 'xs' },
  danger: { children: 'Slet', color: 'danger' },
  wide: { children: 'Gå videre', layout: 'wide' },
  disabled: { children: 'Ikke tilgængelig', disabled: true },
  ariaDisabled: { children: 'Vent venligst', 'aria-disabled': true },
  disabledLink: { children: 'Lukket for ansøgninger', href: '/job/', 'aria-disabled': true },
};

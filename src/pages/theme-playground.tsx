// Alias path of the theme playground (spec section 2).
export { default, getConfig } from './__tools/theme-playground.tsx';

// Alias path of the colour list (spec section 2).
export { default, getConfig } from './__tools/color-list-playground.tsx';

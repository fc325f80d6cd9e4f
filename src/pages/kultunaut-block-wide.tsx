// Alias path of /__demo/kultunaut-block-wide (spec section 2).
export { default, getConfig } from './__demo/kultunaut-block-wide.tsx';

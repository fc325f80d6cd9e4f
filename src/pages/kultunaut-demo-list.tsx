// Alias path of /__demo/kultunaut-list (spec section 2).
export { default, getConfig } from './__demo/kultunaut-list.tsx';

// Alias path of /__demo/kultunaut-page (spec section 2).
export { default, getConfig } from './__demo/kultunaut-page.tsx';

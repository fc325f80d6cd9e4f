// Alias path of /__demo/kultunaut-block-with-aside (spec section 2).
export { default, getConfig } from './__demo/kultunaut-block-with-aside.tsx';

// Alias path of the components overview (spec section 2).
export { default, getConfig } from './components-overview.tsx';

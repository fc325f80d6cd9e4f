// The front page is the catch-all page for `/`.
export { default, getConfig } from './[...page].tsx';

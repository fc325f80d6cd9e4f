// Alias path of the components overview (aliasRoutes in src/server/auth/tool-routes.ts).
export { default, getConfig } from './components-overview.tsx';

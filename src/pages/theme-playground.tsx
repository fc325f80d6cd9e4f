// Alias path of the theme playground (aliasRoutes in src/server/auth/tool-routes.ts).
export { default, getConfig } from './__tools/theme-playground.tsx';

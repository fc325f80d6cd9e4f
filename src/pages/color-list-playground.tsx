// Alias path of the colour list (aliasRoutes in src/server/auth/tool-routes.ts).
export { default, getConfig } from './__tools/color-list-playground.tsx';

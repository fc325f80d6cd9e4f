// Alias path of /__demo/kultunaut-page (aliasRoutes in src/server/auth/tool-routes.ts).
export { default, getConfig } from './__demo/kultunaut-page.tsx';

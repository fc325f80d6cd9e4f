// Alias path of /__demo/kultunaut-list (aliasRoutes in src/server/auth/tool-routes.ts).
export { default, getConfig } from './__demo/kultunaut-list.tsx';

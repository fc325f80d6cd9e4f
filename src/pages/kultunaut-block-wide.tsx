// Alias path of /__demo/kultunaut-block-wide (aliasRoutes in src/server/auth/tool-routes.ts).
export { default, getConfig } from './__demo/kultunaut-block-wide.tsx';

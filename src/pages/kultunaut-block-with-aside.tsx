// Alias path of /__demo/kultunaut-block-with-aside (aliasRoutes in src/server/auth/tool-routes.ts).
export { default, getConfig } from './__demo/kultunaut-block-with-aside.tsx';

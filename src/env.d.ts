/// <reference types="@vitejs/plugin-rsc/types" />

interface ImportMetaEnv {
  /** True in the server-components build only (waku.config.ts); <Prerendered> relies on it. */
  readonly KOMMUNE_RSC?: boolean;
}

// Types for scripts/serve.mjs (plain JavaScript): it exports nothing; importing it serves dist/.
export {};

// One stylesheet for the whole site (decision 010, addendum). The server-components build writes
// every style its modules import into one file (`cssCodeSplit: false`, waku.config.ts), and the
// client build links none of its own: so the styles of client components, which only the client
// build imports, are imported here too, from the root layout.
import.meta.glob('/src/**/*.css.ts', { eager: true });

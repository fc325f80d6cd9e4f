/** `npm run build`: a production build, stamped so `npm start` knows it is current. */
import { buildIfNeeded } from './launcher.ts';

await buildIfNeeded({ force: true });

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The id of the running build: BUILD_ID, else the source hash `npm run build` stamped, else 'dev'. */
let cached: { id: string; timestamp: number } | undefined;

export function getBuildInfo(): { id: string; timestamp: number } {
  if (cached) return cached;
  const stamp = path.join(process.cwd(), 'dist', '.source-hash');
  const hasStamp = existsSync(stamp);
  cached = {
    id: process.env.BUILD_ID || (hasStamp ? readFileSync(stamp, 'utf8').trim() : 'dev'),
    timestamp: hasStamp ? Math.round(statSync(stamp).mtimeMs) : Date.now(),
  };
  return cached;
}

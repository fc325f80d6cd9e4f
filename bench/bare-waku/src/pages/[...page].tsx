import type { PageProps } from 'waku/router';
import { mirrorOf } from '../mirror';

/** The site's page at the same path, as its RSC payload holds it (src/mirror.ts). */
export default function MirrorPage({ path }: PageProps<'/[...page]'>) {
  const mirror = mirrorOf(path);
  if (!mirror) throw new Error(`${path}: no payload to mirror (MIRROR_PAYLOADS)`);
  return mirror.page;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

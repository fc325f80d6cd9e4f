import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The block folders (src/components/blocks/BlockX/), for what reads them from the disk: the
// generated strings list, the sample backend's page of every block and the tests that hold the
// folders and the block list equal.

/** src/components/blocks/, by node:path (a DOM test environment's URL global makes no file: URLs). */
export const BLOCKS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/components/blocks/',
);

/** The names of the block folders below `root`, in order: `BlockX`, as block-list.ts names them. */
export function blockFolders(root = BLOCKS_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('Block'))
    .map((entry) => entry.name)
    .sort();
}

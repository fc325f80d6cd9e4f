import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { Children, Slot } from 'waku/minimal/client';
import { decodeFlightRows } from '../../../scripts/flight-rows.ts';
import { BurgerMenu } from './stand-ins/BurgerMenu';
import { FeedbackForm } from './stand-ins/FeedbackForm';
import { PageArrival } from './stand-ins/PageArrival';
import { PrintButton } from './stand-ins/PrintButton';
import { ShareButtons } from './stand-ins/ShareButtons';
import { SiteRuntime } from './stand-ins/SiteRuntime';
import { StoreProvider } from './stand-ins/StoreProvider';

/**
 * The client components a mirrored page may hold, by the name the site's payload gives them:
 * Waku's own (the same ones this app's router uses) and a stand-in for each of the site's.
 */
const CLIENT_COMPONENTS: Record<string, unknown> = {
  Children,
  Slot,
  BurgerMenu,
  FeedbackForm,
  PageArrival,
  PrintButton,
  ShareButtons,
  SiteRuntime,
  StoreProvider,
};

type Mirror = { root: ReactNode; page: ReactNode };

let mirrors: Map<string, Mirror> | undefined;

/**
 * The site's element tree at a route path (`/en/contact`), from the RSC payload the bench
 * captured from the site (MIRROR_PAYLOADS: a JSON file of route path → payload). Decoded once
 * per process, so a render costs what the framework spends on the tree and nothing else.
 */
export function mirrorOf(path: string): Mirror | undefined {
  mirrors ??= loadMirrors(process.env.MIRROR_PAYLOADS);
  // An RSC request (`/RSC/R/en/contact.txt`) mirrors its route too, so the payloads compare.
  const rsc = /^\/RSC\/R(\/.*)\.txt$/.exec(path)?.[1];
  return mirrors.get(rsc ?? path);
}

function loadMirrors(file: string | undefined): Map<string, Mirror> {
  if (!file) return new Map();
  const payloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(payloads).map(([path, payload]) => {
      const model = decodeFlightRows(payload, {
        element: (type, key, props) => jsx(type as never, props, key ?? undefined),
        clientReference(name) {
          if (!(name in CLIENT_COMPONENTS))
            throw new Error(
              `${path}: the site's client component ${name} has no stand-in: add one to bench/bare-waku/src/stand-ins/`,
            );
          return CLIENT_COMPONENTS[name];
        },
      }) as Record<string, ReactNode>;
      const page = Object.entries(model).find(([key]) => key.startsWith('page:'))?.[1];
      return [path, { root: model.root, page }];
    }),
  );
}

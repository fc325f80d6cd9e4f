'use client';
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as frameStyles from '#src/tools/ExampleFrame/ExampleFrame.css.ts';
import {
  catalogSearch,
  EXAMPLE_WIDTHS,
  singleExampleSrc,
  widthHref,
  type CatalogView,
  type ExampleWidth,
} from './catalog-query.ts';

// The components overview's view state in the browser (decision 035). Without JavaScript every
// control is a link or a GET form that reloads the overview with the new query. With it, a width
// link only changes that example's frame: the overview stays, the address follows (replaceState),
// and the controls that carry the widths (the theme form, the expand link) read them from here.

type ViewContext = {
  view: CatalogView;
  change: (view: CatalogView, message: string) => void;
};

const Context = createContext<ViewContext | null>(null);

function useCatalogView(): ViewContext {
  const context = useContext(Context);
  if (!context) throw new Error('outside <CatalogViewProvider>');
  return context;
}

/** Holds the view the server rendered from the query, and one polite status line for changes. */
export function CatalogViewProvider({
  theme,
  widths,
  expandAll,
  children,
}: {
  theme: CatalogView['theme'];
  widths: [anchor: string, width: ExampleWidth][];
  expandAll: boolean;
  children: ReactNode;
}) {
  const [view, setView] = useState<CatalogView>(() => ({
    theme,
    widths: new Map(widths),
    expandAll,
  }));
  const [status, setStatus] = useState('');
  const value = useMemo<ViewContext>(
    () => ({
      view,
      change: (next, message) => {
        setView(next);
        setStatus(message);
      },
    }),
    [view],
  );
  return (
    <Context.Provider value={value}>
      {children}
      <p role="status" className={visuallyHidden}>
        {status}
      </p>
    </Context.Provider>
  );
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Fits a frame to its example's height, and keeps it fitted (the frame's own document, same origin). */
function fitToExample(event: SyntheticEvent<HTMLIFrameElement>) {
  const frame = event.currentTarget;
  const main = frame.contentDocument?.querySelector('main');
  // The frame's own ResizeObserver: it follows the frame document's layout.
  const Observer = (frame.contentWindow as (Window & typeof globalThis) | null)?.ResizeObserver;
  if (!main || !Observer) return;
  const fit = () => {
    const wrapper = main.parentElement;
    const padding = wrapper ? parseFloat(getComputedStyle(wrapper).paddingBottom) || 0 : 0;
    const borders = frame.offsetHeight - frame.clientHeight;
    frame.style.height = `${Math.ceil(main.getBoundingClientRect().bottom + padding + borders)}px`;
  };
  fit();
  new Observer(fit).observe(main);
}

/**
 * One example's width links and its stage: the example itself at full width, or a frame of the
 * chosen width that loads the example alone. A whole page (an example with a head of its own)
 * is always framed, at full width by default.
 */
export function ExampleStage({
  id,
  component,
  name,
  wholePage,
  children,
}: {
  id: string;
  component: string;
  name: string;
  wholePage: boolean;
  /** The example rendered in place; not given for a whole page. */
  children?: ReactNode;
}) {
  const { view, change } = useCatalogView();
  const width = view.widths.get(id) ?? null;
  const choose = (event: MouseEvent<HTMLAnchorElement>, choice: ExampleWidth | null) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    const widths = new Map(view.widths);
    if (choice === null) widths.delete(id);
    else widths.set(id, choice);
    window.history.replaceState(window.history.state, '', widthHref(view, id, choice));
    change(
      { ...view, widths },
      choice === null ? `${name} vises i fuld bredde.` : `${name} vises i ${choice} pixels bredde.`,
    );
  };
  const framed = wholePage || width !== null;
  return (
    <>
      <ul className={frameStyles.widths} aria-label={`Bredde for ${name}`}>
        {[null, ...EXAMPLE_WIDTHS].map((choice) => (
          <li key={choice ?? 'fuld'}>
            <a
              className={frameStyles.widthLink}
              href={widthHref(view, id, choice)}
              aria-current={choice === width ? 'true' : undefined}
              onClick={(event) => choose(event, choice)}
            >
              {choice === null ? 'Fuld bredde' : `${choice} px`}
            </a>
          </li>
        ))}
      </ul>
      <div className={frameStyles.stage}>
        {framed ? (
          <div className={frameStyles.scroller}>
            <iframe
              className={width === null ? frameStyles.fullWidthIframe : frameStyles.iframe}
              src={singleExampleSrc(id, view.theme)}
              width={width ?? undefined}
              title={
                width === null
                  ? `${component}: ${name}, hele siden`
                  : `${component}: ${name} i ${width} pixels bredde`
              }
              loading="lazy"
              onLoad={fitToExample}
            />
          </div>
        ) : (
          children
        )}
      </div>
    </>
  );
}

/** The theme form's hidden fields: the widths as they are now. */
export function WidthFields() {
  const { view } = useCatalogView();
  return [...view.widths].map(([anchor, width]) => (
    <input key={anchor} type="hidden" name="bredde" value={`${anchor}@${width}`} />
  ));
}

/** Expands every example, or folds them back, keeping the theme and the widths as they are now. */
export function ExpandLink() {
  const { view } = useCatalogView();
  return view.expandAll ? (
    <a href={catalogSearch({ ...view, expandAll: false })}>Fold eksemplerne sammen igen</a>
  ) : (
    <a href={catalogSearch({ ...view, expandAll: true })}>Vis alle eksempler foldet ud</a>
  );
}

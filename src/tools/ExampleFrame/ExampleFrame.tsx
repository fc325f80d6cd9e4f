import type { ReactNode } from 'react';
import * as styles from './ExampleFrame.css.ts';

export type ExampleFrameProps = {
  /** Anchor of the frame, for links such as `#eksempel-Button-primary`. */
  id: string;
  component: string;
  name: string;
  /**
   * Heading level of the frame. 3 under a component's h2; 2 when the example renders a page's own
   * h1, so the next frame's heading does not skip a level after it.
   */
  level?: 2 | 3;
  /** Expanded on load. A collapsed example is still rendered; it opens without JavaScript. */
  open?: boolean;
  /** Below the example: its props as data. */
  after?: ReactNode;
  /** The example: its width links and its stage (`stage` of ExampleFrame.css.ts). */
  children: ReactNode;
};

/** One named example, rendered live in a bordered, collapsible frame under its name. */
export function ExampleFrame({
  id,
  component,
  name,
  level = 3,
  open = true,
  after,
  children,
}: ExampleFrameProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <details className={styles.frame} id={id} open={open}>
      <summary className={styles.summary}>
        <Heading className={styles.heading}>
          <span className={styles.name}>{name}</span>{' '}
          <span className={styles.of}>(eksempel på {component})</span>
        </Heading>
      </summary>
      {children}
      {after}
    </details>
  );
}

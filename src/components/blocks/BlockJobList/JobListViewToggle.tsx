'use client';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import * as styles from './BlockJobList.css.ts';

export type JobListView = 'list' | 'grid';

const subscribe = () => () => {};

/**
 * Holds the view in `data-view` around the server-rendered list. The buttons appear only once
 * hydrated: without JavaScript they could do nothing, and the default view is shown.
 */
export function JobListViewToggle({
  defaultView,
  labels,
  children,
}: {
  defaultView: JobListView;
  labels: { group: string } & Record<JobListView, string>;
  children: ReactNode;
}) {
  const [view, setView] = useState(defaultView);
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <div className={styles.views} data-view={view}>
      {hydrated && (
        <div role="group" aria-label={labels.group} className={styles.toolbar}>
          {(['list', 'grid'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              color={view === option ? 'primary' : 'surface'}
              className={styles.toggle}
              onClick={() => setView(option)}
              // Button has no aria-pressed prop of its own; it passes other attributes through.
              {...{ 'aria-pressed': view === option }}
            >
              {labels[option]}
            </Button>
          ))}
        </div>
      )}
      {children}
    </div>
  );
}

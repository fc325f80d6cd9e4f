import type { Translate } from '#src/shared/dictionary/index.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import * as styles from './PageActions.css.ts';
import { PrintButton } from './PrintButton.tsx';

export type PageActionsProps = { showShare: boolean; showPrint: boolean; t: Translate };

/** Header actions of a content page: share (jumps to the share module) and print. */
export function PageActions({ showShare, showPrint, t }: PageActionsProps) {
  if (!showShare && !showPrint) return null;
  return (
    <div className={styles.actions} role="group" aria-label={t('actions.label')} data-print="hide">
      {showShare && (
        <a className={styles.shareLink} href="#share">
          <Icon name="share" />
          {t('actions.share')}
        </a>
      )}
      {showPrint && <PrintButton label={t('actions.print')} />}
    </div>
  );
}

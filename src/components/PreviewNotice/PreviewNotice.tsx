import type { Translate } from '#src/shared/dictionary/index.ts';
import { button } from '#src/components/Button/Button.css.ts';
import * as styles from './PreviewNotice.css.ts';

export type PreviewNoticeProps = {
  t: Translate;
  loginRequired: boolean;
  /**
   * The backend's Umbraco login (CMS_API_URL + `/umbraco/`, from configuration: never from the
   * request's Host), linked from the page that asks for it.
   */
  loginUrl?: string | null;
  /**
   * The content check of the draft (its page-model rules, decision 044): how many findings, and
   * the page inspector's address for the page, which lists them.
   */
  contentCheck?: { count: number; inspectorHref: string } | null;
};

/**
 * Umbraco preview (decision 012): a visible banner over a draft, or, when the back-office login
 * is missing, a page that says so and links to the login.
 */
export function PreviewNotice({ t, loginRequired, loginUrl, contentCheck }: PreviewNoticeProps) {
  if (loginRequired) {
    return (
      <div className={styles.loginPage}>
        <title>{t('preview.loginTitle')}</title>
        <meta name="robots" content="noindex" />
        <h1>{t('preview.loginTitle')}</h1>
        <p>{t('preview.loginText')}</p>
        {loginUrl && (
          <p>
            <a className={button()} href={loginUrl}>
              {t('preview.loginLink')}
            </a>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.banner} role="note" aria-label={t('preview.banner')} data-preview>
      <strong>{t('preview.banner')}</strong> <span>{t('preview.text')}</span>
      {contentCheck && (
        <span data-content-check={contentCheck.count}>
          {' '}
          {t('preview.contentCheck', { n: contentCheck.count })}
          {contentCheck.count > 0 && (
            <>
              {' '}
              <a href={contentCheck.inspectorHref}>{t('preview.contentCheckLink')}</a>
            </>
          )}
        </span>
      )}
    </div>
  );
}

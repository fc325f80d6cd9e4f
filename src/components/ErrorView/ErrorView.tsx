import type { Translate } from '#src/shared/dictionary/index.ts';
import { BackButton } from './BackButton.tsx';
import * as styles from './ErrorView.css.ts';

export type ErrorViewProps = { status: number; t: Translate; backHref: string };

/** The generic error page of spec section 2. */
export function ErrorView({ status, t, backHref }: ErrorViewProps) {
  const title = `${t('error.title')} ${status}`;
  return (
    <div className={styles.wrapper}>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{t('error.text')}</p>
      <p>{t('error.hint')}</p>
      <BackButton label={t('error.back')} fallbackHref={backHref} className={styles.button} />
    </div>
  );
}

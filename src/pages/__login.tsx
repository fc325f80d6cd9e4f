import type { PageProps } from 'waku/router';
import { TOOLS_HOME } from '#src/server/auth/auth-api.ts';
import { safeReturnPath } from '#src/server/routing.ts';
import { SkipLink } from '#src/components/SkipLink/SkipLink.tsx';
import { LoginForm } from '#src/tools/LoginForm/LoginForm.tsx';
import * as styles from '#src/tools/LoginForm/LoginForm.css.ts';

/** /__login: sign in to the internal tools. */
export default function LoginPage({ query }: PageProps<'/__login'>) {
  const params = new URLSearchParams(query);
  const error = params.get('error');
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <title>Log ind | Limbo</title>
      <meta name="robots" content="noindex" />
      <SkipLink label="Gå til hovedindhold" />
      <main id="main" tabIndex={-1} className={styles.wrapper}>
        <h1>Log ind</h1>
        <p>Værktøjerne til sidebyggere kræver login.</p>
        <LoginForm
          returnUrl={safeReturnPath(params.get('returnUrl'), TOOLS_HOME)}
          initialError={
            error === 'invalid' || error === 'missing' || error === 'rate-limited' ? error : null
          }
        />
      </main>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

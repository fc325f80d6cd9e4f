'use client';
import { useAtomValue } from 'jotai';
import { loadable } from 'jotai/utils';
import { Button } from '#src/components/Button/Button.tsx';
import { sessionAtom } from '../session-atom.ts';

const loadableSession = loadable(sessionAtom);

/**
 * Logout: a plain form POST without JavaScript; with it, `DELETE /api/_auth/session` and a
 * replace to the login page. Shows who is signed in, from the session atom.
 */
export function LogoutButton({ serverUser }: { serverUser: string | null }) {
  const session = useAtomValue(loadableSession);
  const name = session.state === 'hasData' ? (session.data?.name ?? null) : serverUser;
  return (
    <form
      method="post"
      action="/api/_auth/session"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          // eslint-disable-next-line no-restricted-globals -- the browser asking our own API
          await fetch('/api/_auth/session', { method: 'DELETE', credentials: 'same-origin' });
        } finally {
          window.location.replace('/__login/');
        }
      }}
    >
      <input type="hidden" name="action" value="logout" />
      {name && <span data-user>{name} · </span>}
      <Button type="submit" color="canvas" size="sm">
        Log ud
      </Button>
    </form>
  );
}

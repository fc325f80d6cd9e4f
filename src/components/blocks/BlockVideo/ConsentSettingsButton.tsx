'use client';
import { Button } from '#src/components/Button/Button.tsx';
import { useHydrated } from '#src/components/use-hydrated.ts';

type CookieInformationWindow = Window & { CookieConsent?: { renew?: () => void } };

/**
 * Reopens Cookie Information's consent dialog. Shown only once the page runs JavaScript (the
 * dialog needs it), so no visitor meets a button that does nothing; the video's own link is
 * there for everyone.
 */
export function ConsentSettingsButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Button
      color="primary"
      onClick={() => (window as CookieInformationWindow).CookieConsent?.renew?.()}
      data-action="cookie-settings"
    >
      {label}
    </Button>
  );
}

'use client';
import { Button } from '#src/components/Button/Button.tsx';

type CookieInformationWindow = Window & { CookieConsent?: { renew?: () => void } };

/** Reopens Cookie Information's consent dialog; a no-op when its script has not loaded. */
export function ConsentSettingsButton({ label }: { label: string }) {
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

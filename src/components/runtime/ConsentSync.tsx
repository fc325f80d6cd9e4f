'use client';
import { useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import { noConsent } from '#src/shared/consent-state.ts';
import { consentAtom, consentFromCookies, consentFromPlatform } from './consent-atoms.ts';

const CONSENT_POLL_MS = 200;

/**
 * Keeps `consentAtom` in step with Cookie Information: starts from the consent cookie as the
 * browser has it (the server leaves it out of the page, so one page serves every consent
 * choice; nothing rendered depends on the atom before this runs), polls
 * `window.CookieInformation` every 200 ms until it exists, and listens for
 * `CookieInformationConsentGiven`.
 */
export function ConsentSync({ scriptUrl, culture }: { scriptUrl: string | null; culture: string }) {
  useHydrateAtoms([
    [
      consentAtom,
      typeof document === 'undefined' ? noConsent : consentFromCookies(document.cookie),
    ],
  ]);
  const setConsent = useSetAtom(consentAtom);
  const router = useRouter();
  const reloadRef = useRef(router.reload);
  useEffect(() => {
    reloadRef.current = router.reload;
  }, [router.reload]);

  useEffect(() => {
    if (scriptUrl && !document.getElementById('CookieConsent')) {
      const script = document.createElement('script');
      script.id = 'CookieConsent';
      script.src = scriptUrl;
      script.dataset.culture = culture;
      script.type = 'text/javascript';
      document.head.appendChild(script);
    }
    const read = () => {
      if (window.CookieInformation) setConsent(consentFromPlatform(window.CookieInformation));
    };
    // New consent: re-render the page on the server, which reads the cookie, so embeds that
    // needed it appear (and ones that lost it go) without a full reload.
    const onGiven = () => {
      read();
      void reloadRef.current();
    };
    const timer = window.setInterval(() => {
      if (window.CookieInformation) {
        window.clearInterval(timer);
        read();
      }
    }, CONSENT_POLL_MS);
    window.addEventListener('CookieInformationConsentGiven', onGiven);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('CookieInformationConsentGiven', onGiven);
    };
  }, [scriptUrl, culture, setConsent]);
  return null;
}

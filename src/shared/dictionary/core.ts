import type { Section } from './section.ts';

/** Site-wide strings: errors, generic messages (spec sections 5 and 8), chrome. */
const da = {
  'error.title': 'Fejlkode',
  'error.text': 'Der opstod en fejl, som betyder, at siden ikke blev fundet.',
  'error.hint': 'Tryk på knappen herunder for at gå tilbage, hvor du kom fra.',
  'error.back': 'Gå tilbage til forrige side',
  'error.frontpage': 'Gå til forsiden',
  'error.generic': 'Der opstod en fejl',
  'error.tryLater': 'Der opstod en fejl. Prøv igen senere.',
  'error.unavailable': 'Siden er midlertidigt utilgængelig. Prøv igen om lidt.',
  'confirm.closePage': 'Bekræftet. Du kan nu lukke siden.',
  'consent.blocked': 'Indholdet kan ikke vises på grund af dine nuværende cookie-indstillinger',
  'consent.requires': 'Det kræver samtykke til disse cookietyper:',
  'input.required': 'Feltet skal udfyldes',
  'input.tooLong': 'Teksten er for lang',
  'input.notAllowed': 'Værdien er ikke tilladt',
  'input.teamMinimum':
    '{n, plural, one {Et hold skal have mindst # tilmeldt} other {Et hold skal have mindst # tilmeldte}}',
  'input.registrationFrom': 'Tilmelding er mulig fra {date}',
  'input.recaptchaMissing': 'reCAPTCHA mangler en site key eller public key',
  skipLink: 'Gå til hovedindhold',
  'breadcrumb.label': 'Brødkrumme',
  'list.pagination': 'Sider',
  'list.previous': 'Forrige side',
  'list.next': 'Næste side',
  'list.page': 'Side {n}',
  'list.range': '{empty, select, true {0 af 0} other {{first}–{last} af {total}}}',
  'list.results': '{n, plural, one {# resultat} other {# resultater}}',
  'list.failed': 'Listen kan ikke vises lige nu. Prøv igen om lidt.',
  'footer.contact': 'Kontakt',
  'page.lastUpdated': 'Sidst opdateret',
} as const;

const en: Section<typeof da> = {
  'error.title': 'Error code',
  'error.text': 'An error occurred resulting in the page not being found.',
  'error.hint': 'Press the button below to go back where you came from.',
  'error.back': 'Go back to previous page',
  'error.frontpage': 'Go to the front page',
  'error.generic': 'An error occurred',
  'error.tryLater': 'An error occurred. Please try again later.',
  'error.unavailable': 'The page is temporarily unavailable. Please try again shortly.',
  'confirm.closePage': 'Confirmed. You can now close the page.',
  'consent.blocked': 'Content cannot be displayed due to current cookie settings',
  'consent.requires': 'It requires consent to these cookie types:',
  'input.required': 'Input required',
  'input.tooLong': 'Input too long',
  'input.notAllowed': 'Input not allowed',
  'input.teamMinimum':
    '{n, plural, one {A team needs at least # registrant} other {A team needs at least # registrants}}',
  'input.registrationFrom': 'Registration is available from {date}',
  'input.recaptchaMissing': 'reCAPTCHA is missing a site key or public key',
  skipLink: 'Skip to main content',
  'breadcrumb.label': 'Breadcrumb',
  'list.pagination': 'Pages',
  'list.previous': 'Previous page',
  'list.next': 'Next page',
  'list.page': 'Page {n}',
  'list.range': '{empty, select, true {0 of 0} other {{first}–{last} of {total}}}',
  'list.results': '{n, plural, one {# result} other {# results}}',
  'list.failed': 'The list cannot be shown right now. Please try again shortly.',
  'footer.contact': 'Contact',
  'page.lastUpdated': 'Last updated',
};

const de: Section<typeof da> = {
  'error.title': 'Fehlercode',
  'error.text': 'Es ist ein Fehler aufgetreten, weshalb die Seite nicht gefunden wurde.',
  'error.hint':
    'Klicken Sie auf die Schaltfläche unten, um dorthin zurückzukehren, woher Sie gekommen sind.',
  'error.back': 'Zurück zur vorherigen Seite',
  'error.frontpage': 'Zur Startseite',
  'error.generic': 'Es ist ein Fehler aufgetreten',
  'error.tryLater': 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'error.unavailable':
    'Die Seite ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  'confirm.closePage': 'Bestätigt. Sie können die Seite jetzt schließen.',
  'consent.blocked':
    'Der Inhalt kann aufgrund der aktuellen Cookie-Einstellungen nicht angezeigt werden',
  'consent.requires': 'Dafür ist die Zustimmung zu diesen Cookie-Typen nötig:',
  'input.required': 'Pflichtfeld',
  'input.tooLong': 'Eingabe zu lang',
  'input.notAllowed': 'Eingabe nicht erlaubt',
  'input.teamMinimum':
    '{n, plural, one {Ein Team braucht mindestens # Anmeldung} other {Ein Team braucht mindestens # Anmeldungen}}',
  'input.registrationFrom': 'Die Anmeldung ist ab {date} möglich',
  'input.recaptchaMissing': 'Für reCAPTCHA fehlt ein Site Key oder Public Key',
  skipLink: 'Zum Hauptinhalt springen',
  'breadcrumb.label': 'Brotkrümelnavigation',
  'list.pagination': 'Seiten',
  'list.previous': 'Vorherige Seite',
  'list.next': 'Nächste Seite',
  'list.page': 'Seite {n}',
  'list.range': '{empty, select, true {0 von 0} other {{first}–{last} von {total}}}',
  'list.results': '{n, plural, one {# Ergebnis} other {# Ergebnisse}}',
  'list.failed':
    'Die Liste kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
  'footer.contact': 'Kontakt',
  'page.lastUpdated': 'Zuletzt aktualisiert',
};

export const core = { da, en, de };

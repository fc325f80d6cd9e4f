import type { Section } from './section.ts';

/**
 * The module forms in the GOV.UK and DKFDS pattern: one specific message per field (shown at the
 * field and linked from the error summary), and thanks that say what happened. A post refused
 * before it is read (another site's, too large, unreadable) says why on the error page.
 */
const da = {
  'form.errorPrefix': 'Fejl:',
  'form.error.refused': 'Formularen blev afvist, fordi den ikke kom fra denne side.',
  'form.error.tooLarge': 'Formularen er for stor. Skriv en kortere tekst og prøv igen.',
  'form.error.unreadable': 'Formularen kunne ikke læses.',
  'form.error.reload': 'Formularen kunne ikke læses. Genindlæs siden, og prøv igen.',
  'feedback.error.rating': 'Vælg »Ja« eller »Nej«',
  'feedback.error.commentTooLong': 'Kommentaren må højst være på 1.000 tegn',
  'feedback.limit': 'Du kan skrive op til {max, number} tegn.',
  'feedback.countLeft': 'Du har {chars} tegn tilbage',
  'feedback.countLeftOne': 'Du har {chars} tegn tilbage',
  'feedback.countOver': 'Du har skrevet {chars} tegn for meget',
  'feedback.countOverOne': 'Du har skrevet {chars} tegn for meget',
  'feedback.thanksTitle': 'Tak for din feedback',
  'feedback.thanksText': 'Vi bruger den til at gøre siden bedre.',
  'subscription.error.nameRequired': 'Skriv dit navn',
  'subscription.error.nameTooLong': 'Navnet må højst være på 200 tegn',
  'subscription.error.emailRequired': 'Skriv din e-mailadresse',
  'subscription.error.emailInvalid': 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk',
  'subscription.error.emailTooLong': 'E-mailadressen må højst være på 254 tegn',
  'subscription.thanksTitle': 'Tak – du abonnerer nu på siden',
  'subscription.thanksText':
    'Vi sender en e-mail til adressen om abonnementet. Derefter får du en e-mail, når indholdet på siden bliver opdateret.',
} as const;

const en: Section<typeof da> = {
  'form.errorPrefix': 'Error:',
  'form.error.refused': 'The form was refused because it did not come from this site.',
  'form.error.tooLarge': 'The form is too large. Please shorten your text and try again.',
  'form.error.unreadable': 'The form could not be read.',
  'form.error.reload': 'The form could not be read. Reload the page and try again.',
  'feedback.error.rating': 'Select “Yes” or “No”',
  'feedback.error.commentTooLong': 'Your comment must be 1,000 characters or fewer',
  'feedback.limit': 'You can enter up to {max, number} characters.',
  'feedback.countLeft': 'You have {chars} characters remaining',
  'feedback.countLeftOne': 'You have {chars} character remaining',
  'feedback.countOver': 'You have {chars} characters too many',
  'feedback.countOverOne': 'You have {chars} character too many',
  'feedback.thanksTitle': 'Thank you for your feedback',
  'feedback.thanksText': 'We use it to make this page better.',
  'subscription.error.nameRequired': 'Enter your name',
  'subscription.error.nameTooLong': 'Your name must be 200 characters or fewer',
  'subscription.error.emailRequired': 'Enter your email address',
  'subscription.error.emailInvalid':
    'Enter an email address in the correct format, like name@example.com',
  'subscription.error.emailTooLong': 'Your email address must be 254 characters or fewer',
  'subscription.thanksTitle': 'Thank you – you are now subscribed to this page',
  'subscription.thanksText':
    'We are sending an email about the subscription to that address. After that, you will get an email when the content of this page is updated.',
};

const de: Section<typeof da> = {
  'form.errorPrefix': 'Fehler:',
  'form.error.refused': 'Das Formular wurde abgelehnt, weil es nicht von dieser Website kam.',
  'form.error.tooLarge':
    'Das Formular ist zu groß. Kürzen Sie Ihren Text und versuchen Sie es bitte erneut.',
  'form.error.unreadable': 'Das Formular konnte nicht gelesen werden.',
  'form.error.reload':
    'Das Formular konnte nicht gelesen werden. Laden Sie die Seite neu und versuchen Sie es erneut.',
  'feedback.error.rating': 'Wählen Sie „Ja“ oder „Nein“',
  'feedback.error.commentTooLong': 'Ihr Kommentar darf höchstens 1.000 Zeichen lang sein',
  'feedback.limit': 'Sie können bis zu {max, number} Zeichen eingeben.',
  'feedback.countLeft': 'Sie haben noch {chars} Zeichen',
  'feedback.countLeftOne': 'Sie haben noch {chars} Zeichen',
  'feedback.countOver': 'Sie haben {chars} Zeichen zu viel',
  'feedback.countOverOne': 'Sie haben {chars} Zeichen zu viel',
  'feedback.thanksTitle': 'Vielen Dank für Ihr Feedback',
  'feedback.thanksText': 'Wir nutzen es, um diese Seite zu verbessern.',
  'subscription.error.nameRequired': 'Geben Sie Ihren Namen ein',
  'subscription.error.nameTooLong': 'Ihr Name darf höchstens 200 Zeichen lang sein',
  'subscription.error.emailRequired': 'Geben Sie Ihre E-Mail-Adresse ein',
  'subscription.error.emailInvalid':
    'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de',
  'subscription.error.emailTooLong': 'Ihre E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
  'subscription.thanksTitle': 'Danke – Sie haben diese Seite jetzt abonniert',
  'subscription.thanksText':
    'Wir senden eine E-Mail zum Abonnement an diese Adresse. Danach erhalten Sie eine E-Mail, wenn der Inhalt dieser Seite aktualisiert wird.',
};

export const forms = { da, en, de };

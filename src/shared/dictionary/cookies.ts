import type { Section } from './section.ts';

/**
 * The consent gate without a consent platform, the footer's cookie and privacy links, and the
 * built-in cookie page (src/components/CookiePolicy), which says what the site itself sets.
 */
const da = {
  'video.watchOn': 'Se videoen på {provider}',
  'video.playsAtProvider':
    'Videoen afspilles hos {provider} og vises derfor ikke her på siden. Du kan se den hos {provider} via linket.',
  'footer.policies': 'Cookies og privatliv',
  'footer.cookies': 'Cookies',
  'footer.privacy': 'Privatlivspolitik',
  'cookiePage.title': 'Cookies og privatliv',
  'cookiePage.intro':
    'Her kan du se, hvilke cookies {site} selv sætter, og hvad der sker med de oplysninger, du sender os via sitet.',
  'cookiePage.ownHeading': 'Cookies, som sitet selv sætter',
  'cookiePage.ownText':
    'Sitet sætter kun cookies, der er nødvendige for en funktion, du selv bruger. De bruges ikke til statistik eller markedsføring.',
  'cookiePage.name': 'Navn',
  'cookiePage.purpose': 'Formål',
  'cookiePage.duration': 'Varighed',
  'cookiePage.form':
    'Husker, hvad du skrev i en formular, så du kan rette det, hvis du har sendt den uden JavaScript. Slettes, når siden har vist det.',
  'cookiePage.formDuration': 'Højst 2 minutter',
  'cookiePage.theme': 'Husker, at du har valgt det energibesparende tema.',
  'cookiePage.themeDuration': '1 år, eller til du vælger temaet fra',
  'cookiePage.consent': 'Husker dine valg i cookie-indstillingerne. Sættes af Cookie Information.',
  'cookiePage.consentDuration': 'Som Cookie Information angiver',
  'cookiePage.tools':
    'Holder kommunens webredaktører logget ind i sitets interne værktøjer. Sættes kun for dem, der logger ind.',
  'cookiePage.toolsDuration': '30 dage, eller til du logger ud',
  'cookiePage.othersHeading': 'Indhold fra andre',
  'cookiePage.othersWithConsent':
    'Videoer fra fx YouTube og Vimeo vises kun, når du har givet samtykke til de cookies, de kræver. Statistik indsamles kun med dit samtykke til statistikcookies. Du kan altid ændre dit samtykke.',
  'cookiePage.othersWithoutConsent':
    'Videoer fra fx YouTube og Vimeo vises ikke på sitet. I stedet er der et link, så du kan se videoen hos udbyderen, som så kan sætte sine egne cookies.',
  'cookiePage.settings': 'Åbn cookie-indstillinger',
  'cookiePage.privacyHeading': 'Dine oplysninger',
  'cookiePage.privacyFeedback':
    'Når du giver feedback på en side, sender vi dit svar (ja eller nej) og din eventuelle kommentar til kommunen. Vi beder ikke om dit navn eller din e-mailadresse.',
  'cookiePage.privacySubscription':
    'Når du abonnerer på en side, sender vi dit navn og din e-mailadresse til kommunens abonnementssystem, så vi kan give dig besked, når siden bliver opdateret.',
  'cookiePage.privacyLog':
    'Serveren logger tidspunkt, adresse på siden og svar for hvert besøg for at kunne drive sitet. Din internetadresse bruges kun til at tælle, hvor mange formularer der sendes, så sitet ikke kan misbruges, og tællingen slettes igen efter højst et døgn.',
  'cookiePage.contact': 'Har du spørgsmål, er du velkommen til at kontakte {site}.',
} as const;

const en: Section<typeof da> = {
  'video.watchOn': 'Watch the video on {provider}',
  'video.playsAtProvider':
    'The video plays on {provider}, so it is not shown on this page. You can watch it on {provider} using the link.',
  'footer.policies': 'Cookies and privacy',
  'footer.cookies': 'Cookies',
  'footer.privacy': 'Privacy policy',
  'cookiePage.title': 'Cookies and privacy',
  'cookiePage.intro':
    'This page tells you which cookies {site} sets itself, and what happens to the information you send us through the site.',
  'cookiePage.ownHeading': 'Cookies the site sets itself',
  'cookiePage.ownText':
    'The site only sets cookies needed for a feature you use yourself. They are not used for statistics or marketing.',
  'cookiePage.name': 'Name',
  'cookiePage.purpose': 'Purpose',
  'cookiePage.duration': 'Duration',
  'cookiePage.form':
    'Remembers what you typed into a form, so you can correct it if you sent it without JavaScript. Deleted once the page has shown it.',
  'cookiePage.formDuration': 'At most 2 minutes',
  'cookiePage.theme': 'Remembers that you chose the energy-saving theme.',
  'cookiePage.themeDuration': '1 year, or until you turn the theme off',
  'cookiePage.consent': 'Remembers your choices in the cookie settings. Set by Cookie Information.',
  'cookiePage.consentDuration': 'As stated by Cookie Information',
  'cookiePage.tools':
    'Keeps the municipality’s web editors logged in to the site’s internal tools. Only set for those who log in.',
  'cookiePage.toolsDuration': '30 days, or until you log out',
  'cookiePage.othersHeading': 'Content from others',
  'cookiePage.othersWithConsent':
    'Videos from YouTube, Vimeo and others are only shown once you have consented to the cookies they need. Statistics are only collected with your consent to statistics cookies. You can change your consent at any time.',
  'cookiePage.othersWithoutConsent':
    'Videos from YouTube, Vimeo and others are not shown on the site. Instead there is a link, so you can watch the video on the provider’s site, which may then set its own cookies.',
  'cookiePage.settings': 'Open cookie settings',
  'cookiePage.privacyHeading': 'Your information',
  'cookiePage.privacyFeedback':
    'When you give feedback on a page, we send your answer (yes or no) and any comment to the municipality. We do not ask for your name or email address.',
  'cookiePage.privacySubscription':
    'When you subscribe to a page, we send your name and email address to the municipality’s subscription system, so we can let you know when the page is updated.',
  'cookiePage.privacyLog':
    'The server logs the time, the page address and the answer of every visit to run the site. Your internet address is only used to count how many forms are sent, so the site cannot be misused, and the count is deleted after a day at most.',
  'cookiePage.contact': 'If you have questions, you are welcome to contact {site}.',
};

const de: Section<typeof da> = {
  'video.watchOn': 'Das Video auf {provider} ansehen',
  'video.playsAtProvider':
    'Das Video wird bei {provider} abgespielt und deshalb nicht auf dieser Seite angezeigt. Über den Link können Sie es bei {provider} ansehen.',
  'footer.policies': 'Cookies und Datenschutz',
  'footer.cookies': 'Cookies',
  'footer.privacy': 'Datenschutzerklärung',
  'cookiePage.title': 'Cookies und Datenschutz',
  'cookiePage.intro':
    'Hier erfahren Sie, welche Cookies {site} selbst setzt und was mit den Angaben geschieht, die Sie uns über die Website senden.',
  'cookiePage.ownHeading': 'Cookies, die die Website selbst setzt',
  'cookiePage.ownText':
    'Die Website setzt nur Cookies, die für eine Funktion nötig sind, die Sie selbst nutzen. Sie werden nicht für Statistik oder Marketing verwendet.',
  'cookiePage.name': 'Name',
  'cookiePage.purpose': 'Zweck',
  'cookiePage.duration': 'Dauer',
  'cookiePage.form':
    'Merkt sich, was Sie in ein Formular eingegeben haben, damit Sie es korrigieren können, wenn Sie es ohne JavaScript gesendet haben. Wird gelöscht, sobald die Seite es angezeigt hat.',
  'cookiePage.formDuration': 'Höchstens 2 Minuten',
  'cookiePage.theme': 'Merkt sich, dass Sie das energiesparende Design gewählt haben.',
  'cookiePage.themeDuration': '1 Jahr, oder bis Sie das Design abwählen',
  'cookiePage.consent':
    'Merkt sich Ihre Auswahl in den Cookie-Einstellungen. Wird von Cookie Information gesetzt.',
  'cookiePage.consentDuration': 'Wie von Cookie Information angegeben',
  'cookiePage.tools':
    'Hält die Webredakteure der Gemeinde in den internen Werkzeugen der Website angemeldet. Wird nur für diejenigen gesetzt, die sich anmelden.',
  'cookiePage.toolsDuration': '30 Tage, oder bis Sie sich abmelden',
  'cookiePage.othersHeading': 'Inhalte von anderen',
  'cookiePage.othersWithConsent':
    'Videos von YouTube, Vimeo und anderen werden erst angezeigt, wenn Sie den Cookies zugestimmt haben, die sie benötigen. Statistiken werden nur mit Ihrer Zustimmung zu Statistik-Cookies erhoben. Sie können Ihre Zustimmung jederzeit ändern.',
  'cookiePage.othersWithoutConsent':
    'Videos von YouTube, Vimeo und anderen werden auf der Website nicht angezeigt. Stattdessen gibt es einen Link, damit Sie das Video beim Anbieter ansehen können, der dann eigene Cookies setzen kann.',
  'cookiePage.settings': 'Cookie-Einstellungen öffnen',
  'cookiePage.privacyHeading': 'Ihre Angaben',
  'cookiePage.privacyFeedback':
    'Wenn Sie Feedback zu einer Seite geben, senden wir Ihre Antwort (ja oder nein) und Ihren etwaigen Kommentar an die Gemeinde. Wir fragen nicht nach Ihrem Namen oder Ihrer E-Mail-Adresse.',
  'cookiePage.privacySubscription':
    'Wenn Sie eine Seite abonnieren, senden wir Ihren Namen und Ihre E-Mail-Adresse an das Abonnementsystem der Gemeinde, damit wir Sie benachrichtigen können, wenn die Seite aktualisiert wird.',
  'cookiePage.privacyLog':
    'Der Server protokolliert für jeden Besuch Zeitpunkt, Seitenadresse und Antwort, um die Website zu betreiben. Ihre Internetadresse wird nur verwendet, um zu zählen, wie viele Formulare gesendet werden, damit die Website nicht missbraucht werden kann; die Zählung wird nach höchstens einem Tag gelöscht.',
  'cookiePage.contact': 'Bei Fragen können Sie sich gerne an {site} wenden.',
};

export const cookies = { da, en, de };

import type { Section } from './section.ts';

/**
 * The site builders' tools where they refuse a post: the login, the content check's start (on
 * the error page, with a link back to the tool).
 */
const da = {
  'tools.loginFirst': 'Log ind først',
  'tools.loginRefused': 'Login afvist',
  'tools.backToLogin': 'Tilbage til log ind',
  'tools.loginLimited': 'For mange forsøg',
  'tools.loginLimitedText':
    'For mange mislykkede forsøg. Prøv igen om {n, plural, one {# minut} other {# minutter}}.',
  'tools.loginUnavailable': 'Log ind utilgængeligt',
  'tools.loginUnavailableText': 'Log ind er midlertidigt utilgængeligt. Prøv igen om lidt.',
  'tools.tryAgainIn': 'Prøv igen om {n, plural, one {# sekund} other {# sekunder}}.',
  'contentCheck.refused': 'Indholdstjek afvist',
  'contentCheck.loginText': 'Du skal være logget ind for at starte et indholdstjek.',
  'contentCheck.unusable': 'Adresserne kan ikke bruges',
  'contentCheck.tooMany': 'For mange tjek',
  'contentCheck.back': 'Tilbage til indholdstjekket',
  'contentCheck.atMost': 'højst {n, plural, one {# adresse} other {# adresser}}',
  'contentCheck.notAPath': '{line} er ikke en sti på sitet (den skal starte med /)',
} as const;

const en: Section<typeof da> = {
  'tools.loginFirst': 'Log in first',
  'tools.loginRefused': 'Login refused',
  'tools.backToLogin': 'Back to the login',
  'tools.loginLimited': 'Too many attempts',
  'tools.loginLimitedText':
    'Too many failed attempts. Try again in {n, plural, one {# minute} other {# minutes}}.',
  'tools.loginUnavailable': 'Login unavailable',
  'tools.loginUnavailableText': 'Login is temporarily unavailable. Try again shortly.',
  'tools.tryAgainIn': 'Try again in {n, plural, one {# second} other {# seconds}}.',
  'contentCheck.refused': 'Content check refused',
  'contentCheck.loginText': 'You must be logged in to start a content check.',
  'contentCheck.unusable': 'The addresses cannot be used',
  'contentCheck.tooMany': 'Too many checks',
  'contentCheck.back': 'Back to the content check',
  'contentCheck.atMost': 'at most {n, plural, one {# address} other {# addresses}}',
  'contentCheck.notAPath': '{line} is not a path on the site (it must start with /)',
};

const de: Section<typeof da> = {
  'tools.loginFirst': 'Melden Sie sich zuerst an',
  'tools.loginRefused': 'Anmeldung abgelehnt',
  'tools.backToLogin': 'Zurück zur Anmeldung',
  'tools.loginLimited': 'Zu viele Versuche',
  'tools.loginLimitedText':
    'Zu viele fehlgeschlagene Versuche. Versuchen Sie es in {n, plural, one {# Minute} other {# Minuten}} erneut.',
  'tools.loginUnavailable': 'Anmeldung nicht verfügbar',
  'tools.loginUnavailableText':
    'Die Anmeldung ist vorübergehend nicht verfügbar. Versuchen Sie es gleich noch einmal.',
  'tools.tryAgainIn': 'Versuchen Sie es in {n, plural, one {# Sekunde} other {# Sekunden}} erneut.',
  'contentCheck.refused': 'Inhaltsprüfung abgelehnt',
  'contentCheck.loginText': 'Sie müssen angemeldet sein, um eine Inhaltsprüfung zu starten.',
  'contentCheck.unusable': 'Die Adressen können nicht verwendet werden',
  'contentCheck.tooMany': 'Zu viele Prüfungen',
  'contentCheck.back': 'Zurück zur Inhaltsprüfung',
  'contentCheck.atMost': 'höchstens {n, plural, one {# Adresse} other {# Adressen}}',
  'contentCheck.notAPath': '{line} ist kein Pfad der Website (er muss mit / beginnen)',
};

export const tools = { da, en, de };

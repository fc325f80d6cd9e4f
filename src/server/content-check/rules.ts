// The content check's rules (decision 044): each with its id, its severity, the WCAG 2.1 success
// criterion it stands for, and what the editor does about it in Umbraco, in Danish and English.
// The words live here, beside the rules, as a block's words live beside the block.

export type Severity = 'error' | 'warning';
export type CheckLanguage = 'da' | 'en';

export type Rule = {
  severity: Severity;
  /** The WCAG 2.1 success criterion, or null for good practice that no criterion names. */
  wcag: string | null;
  /** A short name, for the summary and the tools page. */
  title: Record<CheckLanguage, string>;
  /** What is wrong and what to do in Umbraco. */
  message: Record<CheckLanguage, string>;
};

export const rules = {
  'image-alt': {
    severity: 'error',
    wcag: '1.1.1',
    title: { da: 'Billede uden alternativ tekst', en: 'Image without alternative text' },
    message: {
      da: 'Billedet har ingen brugbar alternativ tekst. Åbn billedet i Mediearkivet i Umbraco og skriv i feltet “Alt-tekst”, hvad billedet viser eller fortæller (ikke filnavnet).',
      en: 'The image has no usable alternative text. Open the image in the Umbraco media library and write in the “Alt text” field what the image shows or tells (not its file name).',
    },
  },
  'heading-order': {
    severity: 'warning',
    wcag: '1.3.1',
    title: { da: 'Overskriftsniveau springes over', en: 'Heading level skipped' },
    message: {
      da: 'Overskriften springer et niveau over eller står højere end blokkens egen overskrift. Vælg i teksteditoren det niveau, der ligger lige under den forrige overskrift (Overskrift 2, så 3, så 4).',
      en: 'The heading skips a level or sits above its block’s own heading. In the text editor, choose the level just below the previous heading (Heading 2, then 3, then 4).',
    },
  },
  'empty-heading': {
    severity: 'error',
    wcag: '1.3.1',
    title: { da: 'Tom overskrift', en: 'Empty heading' },
    message: {
      da: 'Overskriften har ingen tekst. Skriv en overskrift, eller gør linjen til almindelig tekst (Afsnit) i teksteditoren.',
      en: 'The heading has no text. Write a heading, or make the line ordinary text (Paragraph) in the text editor.',
    },
  },
  'link-text': {
    severity: 'warning',
    wcag: '2.4.4',
    title: { da: 'Linktekst siger intet alene', en: 'Link text says nothing on its own' },
    message: {
      da: 'Linkteksten siger ikke, hvor linket fører hen, når den læses alene (fx “klik her”, “læs mere” eller en adresse), eller samme tekst fører til forskellige steder. Markér linket i Umbraco og skriv en tekst, der navngiver målet, fx “Se tømmekalenderen”.',
      en: 'The link text does not say where the link goes when read on its own (such as “click here”, “read more” or an address), or one text leads to different places. Select the link in Umbraco and write a text that names its target, such as “See the collection calendar”.',
    },
  },
  'broken-link': {
    severity: 'error',
    wcag: '2.4.4',
    title: { da: 'Brudt link', en: 'Broken link' },
    message: {
      da: 'Linket fører til en side eller fil, der ikke findes (eller til en omdirigering i ring). Vælg målet igen med linkvælgeren i Umbraco, eller fjern linket.',
      en: 'The link leads to a page or file that does not exist (or to a redirect loop). Pick the target again with the link picker in Umbraco, or remove the link.',
    },
  },
  'document-untagged': {
    severity: 'error',
    wcag: '1.3.1',
    title: { da: 'PDF uden tags eller sprog', en: 'PDF without tags or language' },
    message: {
      da: 'PDF-filen har ingen struktur (tags) eller intet sprog, så en skærmlæser kan ikke læse den ordentligt. Gem den igen fra Word med “Dokumentstrukturkoder for tilgængelighed” slået til og sproget sat, og upload den nye fil i Mediearkivet. En scannet PDF skal laves om til tekst.',
      en: 'The PDF has no structure (tags) or no language, so a screen reader cannot read it properly. Save it again from Word with “Document structure tags for accessibility” on and the language set, and upload the new file to the media library. A scanned PDF must be turned into text.',
    },
  },
  'document-size': {
    severity: 'warning',
    wcag: null,
    title: { da: 'Stort dokument', en: 'Large document' },
    message: {
      da: 'Dokumentet fylder over 10 MB og er tungt at hente på en mobil. Gem det med mindre billeder (i Word: Komprimér billeder), eller del det op, og upload det igen i Mediearkivet.',
      en: 'The document is over 10 MB and heavy to download on a phone. Save it with smaller pictures (in Word: Compress Pictures), or split it, and upload it again to the media library.',
    },
  },
  'table-header': {
    severity: 'error',
    wcag: '1.3.1',
    title: { da: 'Tabel uden overskriftsceller', en: 'Table without header cells' },
    message: {
      da: 'Tabellen har ingen overskriftsceller, så en skærmlæser kan ikke sige, hvad en celle hører til. Slå “Brug første række som overskrift” (eller første kolonne) til i tabelblokken i Umbraco.',
      en: 'The table has no header cells, so a screen reader cannot tell what a cell belongs to. Turn on “Use first row as header” (or first column) in the table block in Umbraco.',
    },
  },
  'caps-text': {
    severity: 'warning',
    wcag: null,
    title: { da: 'Lang tekst med store bogstaver', en: 'Long text in capitals' },
    message: {
      da: 'En længere tekst står med store bogstaver. Den er svær at læse, og nogle skærmlæsere staver den bogstav for bogstav. Skriv den med almindelige bogstaver, og fremhæv med fed, hvis det er nødvendigt.',
      en: 'A longer text is written in capitals. It is hard to read, and some screen readers spell it letter by letter. Write it in ordinary letters, and use bold if it needs emphasis.',
    },
  },
  'page-description': {
    severity: 'warning',
    wcag: null,
    title: { da: 'Siden mangler en beskrivelse', en: 'The page has no description' },
    message: {
      da: 'Siden har ingen beskrivelse til søgemaskiner og delinger. Skriv en kort beskrivelse (1–2 sætninger) under fanen SEO på siden i Umbraco.',
      en: 'The page has no description for search engines and shares. Write a short description (1–2 sentences) on the page’s SEO tab in Umbraco.',
    },
  },
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof rules;
export const ruleIds = Object.keys(rules) as RuleId[];

/** One problem on one page: the JSON report's shape (`check:content --json`). */
export type Finding = {
  rule: RuleId;
  severity: Severity;
  wcag: string | null;
  message: string;
  /** The block (`BlockRichText #2`, its alias and position on the page), or the page's own part. */
  block: string | null;
  /** The offending text or address, as the backend gave it (cut to MAX_ELEMENT characters). */
  element: string;
};

/** The most of an offending text a finding carries. */
export const MAX_ELEMENT = 200;

export function finding(
  rule: RuleId,
  block: string | null,
  element: string,
  language: CheckLanguage = 'da',
): Finding {
  const { severity, wcag, message } = rules[rule];
  const text = element.length > MAX_ELEMENT ? `${element.slice(0, MAX_ELEMENT - 1)}…` : element;
  return { rule, severity, wcag, message: message[language], block, element: text };
}

import { sanitizeRichText } from '#src/server/sanitize.ts';
import { exampleOf } from '../block-sample.ts';
import { schema, type TableCell, type BlockTableContent } from './BlockTable.schema.ts';
import { sample } from './BlockTable.sample.ts';

const td = (html: string): TableCell => ({
  value: sanitizeRichText(html),
  type: 'td',
  scope: null,
});
const row = (...cells: string[]) => cells.map(td);

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockTableContent> = {
  get onTheSampleSite() {
    return exampleOf(schema, sample);
  },
  feesWithHeaderAndFooter: {
    title: 'Affaldsgebyrer 2026',
    table: {
      useFirstRowAsHeader: true,
      useFirstColumnAsHeader: true,
      useLastRowAsFooter: true,
      cells: [
        row('', 'Parcelhus', 'Rækkehus', 'Lejlighed'),
        row('Restaffald', '1.284 kr.', '1.150 kr.', '980 kr.'),
        row('Genbrug', '1.020 kr.', '1.020 kr.', '640 kr.'),
        row('Storskrald og haveaffald', '980 kr.', '980 kr.', '410 kr.'),
        row('<strong>I alt</strong>', '3.284 kr.', '3.150 kr.', '2.030 kr.'),
      ],
    },
  },
  /** Wide and untitled: scrolls sideways on a phone; the region is named "Tabel". */
  wideWithoutTitle: {
    title: null,
    table: {
      useFirstRowAsHeader: true,
      useFirstColumnAsHeader: false,
      useLastRowAsFooter: false,
      cells: [
        row('Uge', 'Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag', 'Søndag'),
        row('1', 'Rest', '–', 'Papir', '–', 'Rest', '–', '–'),
        row('2', 'Rest', 'Plast', '–', 'Glas og metal', 'Rest', '–', '–'),
      ],
    },
  },
  plain: {
    title: 'Kontaktpersoner',
    table: {
      useFirstRowAsHeader: false,
      useFirstColumnAsHeader: false,
      useLastRowAsFooter: false,
      cells: [
        row('Borgerservice', '<a href="tel:70000100">70 00 01 00</a>'),
        row(
          'Affald og Genbrug',
          '<a href="mailto:affald@example-kommune.dk">affald@example-kommune.dk</a>',
        ),
      ],
    },
  },
};

import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockTable, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Tømmeplan for affald',
    table: {
      useFirstRowAsHeader: true,
      useFirstColumnAsHeader: true,
      useLastRowAsFooter: true,
      cells: [
        [
          {
            rowIndex: 0,
            columnIndex: 0,
            value: 'Beholder',
            type: 'th',
            scope: 'col',
          },
          {
            rowIndex: 0,
            columnIndex: 1,
            value: 'Tømning',
            type: 'th',
            scope: 'col',
          },
          {
            rowIndex: 0,
            columnIndex: 2,
            value: 'Tømninger om året',
            type: 'th',
            scope: 'col',
          },
        ],
        [
          {
            rowIndex: 1,
            columnIndex: 0,
            value: 'Mad- og restaffald',
            type: 'th',
            scope: 'row',
          },
          {
            rowIndex: 1,
            columnIndex: 1,
            value: 'Hver 14. dag',
            type: 'td',
          },
          {
            rowIndex: 1,
            columnIndex: 2,
            value: '26',
            type: 'td',
          },
        ],
        [
          {
            rowIndex: 2,
            columnIndex: 0,
            value: 'Papir og plast',
            type: 'th',
            scope: 'row',
          },
          {
            rowIndex: 2,
            columnIndex: 1,
            value: 'Hver 4. uge',
            type: 'td',
          },
          {
            rowIndex: 2,
            columnIndex: 2,
            value: '13',
            type: 'td',
          },
        ],
        [
          {
            rowIndex: 3,
            columnIndex: 0,
            value: 'I alt',
            type: 'th',
            scope: 'row',
          },
          {
            rowIndex: 3,
            columnIndex: 1,
            value: '',
            type: 'td',
          },
          {
            rowIndex: 3,
            columnIndex: 2,
            value: '39',
            type: 'td',
          },
        ],
      ],
    },
  },
  settings: {
    includeInToc: true,
  },
};

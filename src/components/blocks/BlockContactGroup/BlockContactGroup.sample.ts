import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockContactGroup, as the backend sends it: /borger/alle-blokke/ shows it, and
 * the example `departments` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Kontakt os',
    items: [
      {
        name: 'Borgerservice',
        role: 'Pas, kørekort, sundhedskort og flytning',
        phone: '+45 70 00 01 00',
        email: 'borgerservice@example-kommune.dk',
        openingHours: 'Mandag-onsdag kl. 10-15, torsdag kl. 10-17.30, fredag kl. 10-13',
        address: 'Rådhuset, Rådhuspladsen 1, 8000 Eksempelby',
      },
      {
        name: 'Affald og Genbrug',
        role: 'Tømning, beholdere og storskrald',
        phone: '70 00 01 20',
        email: 'affald@example-kommune.dk',
        openingHours: 'Mandag-torsdag kl. 8-15, fredag kl. 8-12',
        address: 'Teknik og Miljø, Industrivej 12, 8000 Eksempelby',
      },
      {
        name: 'Jobcenter Eksempelby',
        role: null,
        phone: '70 00 01 40',
        email: null,
        openingHours: null,
        address: null,
      },
    ],
  },
  settings: { includeInToc: true },
};

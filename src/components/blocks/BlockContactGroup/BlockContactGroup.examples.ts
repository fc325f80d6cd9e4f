import type { BlockContactGroupContent } from './BlockContactGroup.schema.ts';

/** Named examples: rendered by the unit tests and by the components overview. */
export const examples: Record<string, BlockContactGroupContent> = {
  departments: {
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
  singlePersonNoTitle: {
    title: null,
    items: [
      {
        name: 'Mette Skovgaard Christiansen-Østergaard',
        role: 'Specialkonsulent, Klima- og bæredygtighedssekretariatet',
        phone: null,
        email: 'mette.skovgaard.christiansen-oestergaard@example-kommune.dk',
        openingHours: null,
        address: null,
      },
    ],
  },
};

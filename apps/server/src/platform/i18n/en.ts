import type { Catalogue } from './catalogue.js';

/**
 * English: the source language. Stored seeded names are English already, so names need no entries;
 * `steps` holds the English names of the default chains' steps, so a renamed step stays as typed.
 */
export const en: Catalogue = {
  menus: {},
  forms: {},
  fields: {},
  steps: {
    approver: 'Approver',
    hr: 'HR approval',
    director: 'Director approval',
    finance: 'Finance approval',
    leader: 'Leader assessment',
    assessed: 'Assessment complete',
    leaders: 'Leader approval',
  },
  messages: {},
};

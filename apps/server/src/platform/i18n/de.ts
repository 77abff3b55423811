import type { Catalogue } from './catalogue.js';

/**
 * German, the platform's own part (the shell's CRUD buttons, shared steps and messages); the modules' menus, leave and
 * approvals are in their `x.names.ts`. Everything else falls back to English.
 */
export const de: Catalogue = {
  menus: {},
  crudButtons: { view: '{name} ansehen', add: '{name} hinzufügen', edit: '{name} bearbeiten', delete: '{name} löschen' },
  forms: {},
  fields: { staffId: 'Mitarbeiter', workerId: 'Arbeiter', files: 'Anhänge', reason: 'Grund', firstApprover: 'Genehmiger' },
  steps: { approver: 'Genehmiger', hr: 'Genehmigung durch HR', director: 'Genehmigung durch Direktor', finance: 'Genehmigung durch Finanzen' },
  templates: {
    'The account or password is incorrect; the account is locked for {n} minutes': 'Konto oder Passwort ist falsch; das Konto ist für {n} Minuten gesperrt',
  },
  messages: {
    'please enter the account': 'Bitte geben Sie das Konto ein',
    'Unauthorized, please sign in': 'Nicht autorisiert, bitte melden Sie sich an',
    'Your session has ended, please sign in again': 'Ihre Sitzung ist beendet, bitte melden Sie sich erneut an',
    'Internal server error, please try again later': 'Interner Serverfehler, bitte versuchen Sie es später erneut',
    'must be in half days': 'muss in halben Tagen angegeben werden',
  },
  issueTails: { 'is required': '{label} ist erforderlich', 'is not a valid date': '{label} ist kein gültiges Datum' },
};

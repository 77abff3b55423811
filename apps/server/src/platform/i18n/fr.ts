import type { Catalogue } from './catalogue.js';

/**
 * French, the platform's own part (the shell's CRUD buttons, shared steps and messages); the modules' menus, leave and
 * approvals are in their `x.names.ts`. Everything else falls back to English.
 */
export const fr: Catalogue = {
  menus: {},
  crudButtons: { view: 'Voir {name}', add: 'Ajouter {name}', edit: 'Modifier {name}', delete: 'Supprimer {name}' },
  forms: {},
  fields: { staffId: 'Employé', workerId: 'Ouvrier', files: 'Pièces jointes', reason: 'Motif', firstApprover: 'Approbateur' },
  steps: { approver: 'Approbateur', hr: 'Approbation RH', director: 'Approbation du directeur', finance: 'Approbation finance' },
  templates: {
    'The account or password is incorrect; the account is locked for {n} minutes':
      'Le compte ou le mot de passe est incorrect ; le compte est verrouillé pendant {n} minutes',
  },
  messages: {
    'please enter the account': 'veuillez saisir le compte',
    'Unauthorized, please sign in': 'Non autorisé, veuillez vous connecter',
    'Your session has ended, please sign in again': 'Votre session a expiré, veuillez vous reconnecter',
    'Internal server error, please try again later': 'Erreur interne du serveur, veuillez réessayer plus tard',
    'must be in half days': 'doit être en demi-journées',
  },
  issueTails: { 'is required': '{label} est obligatoire', 'is not a valid date': "{label} n'est pas une date valide" },
};

import type { Catalogue } from './catalogue.js';

/**
 * Portuguese, the platform's own part (the shell's CRUD buttons, shared steps and messages); the modules' menus, leave and
 * approvals are in their `x.names.ts`. Everything else falls back to English.
 */
export const pt: Catalogue = {
  menus: {},
  crudButtons: { view: 'Ver {name}', add: 'Adicionar {name}', edit: 'Editar {name}', delete: 'Eliminar {name}' },
  forms: {},
  fields: { staffId: 'Funcionário', workerId: 'Operário', files: 'Anexos', reason: 'Motivo', firstApprover: 'Aprovador' },
  steps: { approver: 'Aprovador', hr: 'Aprovação RH', director: 'Aprovação do diretor', finance: 'Aprovação financeira' },
  templates: {
    'The account or password is incorrect; the account is locked for {n} minutes':
      'A conta ou a palavra-passe está incorreta; a conta está bloqueada durante {n} minutos',
  },
  messages: {
    'please enter the account': 'introduza a conta',
    'Unauthorized, please sign in': 'Não autorizado, inicie sessão',
    'Your session has ended, please sign in again': 'A sua sessão terminou, inicie sessão novamente',
    'Internal server error, please try again later': 'Erro interno do servidor, tente novamente mais tarde',
    'must be in half days': 'deve ser em meios dias',
  },
  issueTails: { 'is required': '{label} é obrigatório', 'is not a valid date': '{label} não é uma data válida' },
};

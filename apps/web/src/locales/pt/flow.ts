import type { Messages } from '../en';

const flow: Messages['flow'] = {
  oaCreate: 'OA CRIADO', oaEnd: 'OA FIM', detail: 'Pedido', history: 'Histórico de aprovação', diagram: 'Diagrama do processo',
  approve: 'Aprovar', reject: 'Rejeitar', approveSelected: 'Aprovar seleção', rejectSelected: 'Rejeitar seleção', batchResult: '{{done}} concluídos, {{failed}} não concluídos', comment: 'Comentário', recall: 'Retirar', cancel: 'Cancelar pedido', hrAudit: 'Auditoria de RH',
  leaveHistory: 'Histórico de férias', print: 'Imprimir', share: 'Partilhar', recipients: 'Destinatários', saveDraft: 'Guardar rascunho', start: 'Iniciar',
  update: 'Guardar alterações', startRequest: 'Novo pedido', pickForm: 'Escolher formulário', myApplications: 'Os meus pedidos',
  byAuditor: 'Pedidos que aprovo', audit: 'Auditoria', todo: 'Pendentes', done: 'Aprovações', sent: 'Enviados',
  messages: 'Notificações e mensagens', shared: 'Partilhados comigo', formName: 'Formulário', processId: 'N.º do pedido', initiator: 'Requerente', applicant: 'Requerente',
  status: 'Estado', taskName: 'Passo atual', assignee: 'Aprovador', createTime: 'Criado', endTime: 'Terminado', duration: 'Duração',
  hrAudited: 'Auditado por RH', open: 'Abrir', confirmRecall: 'Retirar este pedido?', confirmCancel: 'Cancelar este pedido?',
  confirmHrAudit: 'Marcar este pedido como auditado pelos RH?', markRead: 'Marcar como lido', markAllRead: 'Marcar tudo como lido', isRead: 'Lido',
  unread: 'Não lido', category: 'Categoria', title: 'Título', content: 'Conteúdo', formCustom: 'Designer de formulários', fields: 'Campos',
  designProcess: 'Processo de aprovação', deploy: 'Implementar nova versão', deployed: 'Versão {{version}} implementada', formKey: 'Chave do processo',
  noDiagram: 'Sem diagrama', printTitle: 'Formulário de aprovação', approvedBy: 'Aprovado por', notFound: 'Pedido não encontrado',
  leaveDays: 'Dias de férias', vacationName: 'Tipo de ausência', leaveStartTime: 'Início', leaveEndTime: 'Fim',
  statuses: { draft: 'Rascunho', running: 'Em curso', approved: 'Aprovado', rejected: 'Rejeitado', recalled: 'Retirado', cancelled: 'Cancelado' },
  categories: { todo: 'Pendente', result: 'Resultado', share: 'Partilha', escalation: 'Escalonamento' },
  fieldName: 'Nome do campo', fieldLabel: 'Rótulo', fieldType: 'Tipo', required: 'Obrigatório', span: 'Largura (de 24)', sort: 'Ordem',
  search: 'Pesquisável', dictCode: 'Dicionário', placeholder: 'Texto de ajuda', formEditDisabled: 'Só leitura ao editar',
  fieldOption: 'Opções (JSON)', defaultValue: 'Valor predefinido', formId: 'Formulário', selectForm: 'Escolha primeiro um formulário',
  newRequest: 'Novo pedido', workerApplications: 'Pedidos de trabalhadores', requests: 'Pedidos', toApprove: 'Para aprovar',
  myRequests: 'Os meus pedidos', handledByMe: 'Tratados por mim', allRequests: 'Todos os pedidos', messageList: 'Mensagens', notifications: 'Notificações',
  home: {
    todo: 'À espera da minha aprovação', unread: 'Mensagens não lidas', running: 'Os meus pedidos em curso', toAudit: 'Aprovados, a aguardar auditoria de RH',
    recent: 'Os meus pedidos recentes', allMine: 'Todos os meus pedidos', noRequests: 'Ainda não fez nenhum pedido', waitingAt: 'em: {{step}}',
  },
};
export default flow;

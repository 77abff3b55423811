import type { Messages } from '../en';

const flow: Messages['flow'] = {
  oaCreate: 'OA CRÉÉ', oaEnd: 'OA FIN', detail: 'Demande', history: 'Historique d’approbation', diagram: 'Diagramme du processus',
  approve: 'Approuver', reject: 'Rejeter', approveSelected: 'Approuver la sélection', rejectSelected: 'Rejeter la sélection', batchResult: '{{done}} traitées, {{failed}} non traitées', comment: 'Commentaire', recall: 'Retirer', cancel: 'Annuler la demande', hrAudit: 'Contrôle RH',
  leaveHistory: 'Historique des congés', print: 'Imprimer', share: 'Partager', recipients: 'Destinataires', saveDraft: 'Enregistrer le brouillon', start: 'Lancer',
  update: 'Enregistrer les modifications', startRequest: 'Nouvelle demande', pickForm: 'Choisir un formulaire', myApplications: 'Mes demandes',
  byAuditor: 'Demandes que j’approuve', audit: 'Contrôle', todo: 'À faire', done: 'Approbations', sent: 'Envoyées',
  messages: 'Notifications et messages', shared: 'Partagées avec moi', formName: 'Formulaire', processId: 'N° de demande', initiator: 'Demandeur', applicant: 'Demandeur',
  status: 'Statut', taskName: 'Étape en cours', assignee: 'Approbateur', createTime: 'Créée le', endTime: 'Terminée le', duration: 'Durée',
  hrAudited: 'Contrôlée RH', open: 'Ouvrir', confirmRecall: 'Retirer cette demande ?', confirmCancel: 'Annuler cette demande ?',
  confirmHrAudit: 'Marquer cette demande comme contrôlée par les RH ?', markRead: 'Marquer comme lu', markAllRead: 'Tout marquer comme lu', isRead: 'Lu',
  unread: 'Non lu', category: 'Catégorie', title: 'Titre', content: 'Contenu', formCustom: 'Concepteur de formulaires', fields: 'Champs',
  designProcess: 'Processus d’approbation', deploy: 'Déployer une nouvelle version', deployed: 'Version {{version}} déployée', formKey: 'Clé du processus',
  noDiagram: 'Aucun diagramme', printTitle: 'Formulaire d’approbation', approvedBy: 'Approuvé par', notFound: 'Demande introuvable',
  leaveDays: 'Jours de congé', vacationName: 'Type de congé', leaveStartTime: 'Début', leaveEndTime: 'Fin',
  statuses: { draft: 'Brouillon', running: 'En cours', approved: 'Approuvée', rejected: 'Rejetée', recalled: 'Retirée', cancelled: 'Annulée' },
  categories: { todo: 'À faire', result: 'Résultat', share: 'Partage', escalation: 'Relance' },
  fieldName: 'Nom du champ', fieldLabel: 'Libellé', fieldType: 'Type', required: 'Obligatoire', span: 'Largeur (sur 24)', sort: 'Ordre',
  search: 'Recherchable', dictCode: 'Dictionnaire', placeholder: 'Texte indicatif', formEditDisabled: 'Lecture seule en modification',
  fieldOption: 'Options (JSON)', defaultValue: 'Valeur par défaut', formId: 'Formulaire', selectForm: 'Choisissez d’abord un formulaire',
  newRequest: 'Nouvelle demande', workerApplications: 'Demandes des ouvriers', requests: 'Demandes', toApprove: 'À approuver',
  myRequests: 'Mes demandes', handledByMe: 'Traitées par moi', allRequests: 'Toutes les demandes', messageList: 'Messages', notifications: 'Notifications',
  home: {
    todo: 'En attente de mon approbation', unread: 'Messages non lus', running: 'Mes demandes en cours', toAudit: 'Approuvées, contrôle RH en attente',
    recent: 'Mes demandes récentes', allMine: 'Toutes mes demandes', noRequests: "Vous n'avez encore fait aucune demande", waitingAt: 'étape : {{step}}',
  },
};
export default flow;

import type { Messages } from '../en';

const flow: Messages['flow'] = {
  oaCreate: 'OA ERSTELLT', oaEnd: 'OA ENDE', detail: 'Antrag', history: 'Genehmigungsverlauf', diagram: 'Prozessdiagramm',
  approve: 'Genehmigen', reject: 'Ablehnen', approveSelected: 'Auswahl genehmigen', rejectSelected: 'Auswahl ablehnen', batchResult: '{{done}} erledigt, {{failed}} nicht erledigt', comment: 'Kommentar', recall: 'Zurückziehen', cancel: 'Antrag abbrechen', hrAudit: 'HR-Prüfung',
  leaveHistory: 'Urlaubsverlauf', print: 'Drucken', share: 'Teilen', recipients: 'Empfänger', saveDraft: 'Entwurf speichern', start: 'Starten',
  update: 'Änderungen speichern', startRequest: 'Antrag stellen', pickForm: 'Formular wählen', myApplications: 'Meine Anträge',
  byAuditor: 'Von mir zu genehmigen', audit: 'Prüfung', todo: 'Aufgaben', done: 'Genehmigungen', sent: 'Gesendet',
  messages: 'Benachrichtigungen und Nachrichten', shared: 'Mit mir geteilt', formName: 'Formular', processId: 'Antragsnr.', initiator: 'Antragsteller', applicant: 'Antragsteller',
  status: 'Status', taskName: 'Aktueller Schritt', assignee: 'Genehmiger', createTime: 'Erstellt', endTime: 'Beendet', duration: 'Dauer',
  hrAudited: 'HR geprüft', open: 'Öffnen', confirmRecall: 'Diesen Antrag zurückziehen?', confirmCancel: 'Diesen Antrag abbrechen?',
  confirmHrAudit: 'Diesen Antrag als von HR geprüft markieren?', markRead: 'Als gelesen markieren', markAllRead: 'Alle gelesen', isRead: 'Gelesen',
  unread: 'Ungelesen', category: 'Kategorie', title: 'Titel', content: 'Inhalt', formCustom: 'Formulardesigner', fields: 'Felder',
  designProcess: 'Genehmigungsprozess', deploy: 'Neue Version bereitstellen', deployed: 'Version {{version}} bereitgestellt', formKey: 'Prozessschlüssel',
  noDiagram: 'Kein Diagramm', printTitle: 'Genehmigungsformular', approvedBy: 'Genehmigt von', notFound: 'Antrag nicht gefunden',
  leaveDays: 'Urlaubstage', vacationName: 'Urlaubsart', leaveStartTime: 'Beginn', leaveEndTime: 'Ende',
  statuses: { draft: 'Entwurf', running: 'In Bearbeitung', approved: 'Genehmigt', rejected: 'Abgelehnt', recalled: 'Zurückgezogen', cancelled: 'Abgebrochen' },
  categories: { todo: 'Aufgabe', result: 'Ergebnis', share: 'Geteilt', escalation: 'Eskalation' },
  fieldName: 'Feldname', fieldLabel: 'Beschriftung', fieldType: 'Typ', required: 'Pflichtfeld', span: 'Breite (von 24)', sort: 'Reihenfolge',
  search: 'Durchsuchbar', dictCode: 'Wörterbuch', placeholder: 'Platzhalter', formEditDisabled: 'Beim Bearbeiten schreibgeschützt',
  fieldOption: 'Optionen (JSON)', defaultValue: 'Standardwert', formId: 'Formular', selectForm: 'Bitte zuerst ein Formular wählen',
  newRequest: 'Neuer Antrag', workerApplications: 'Arbeiteranträge', requests: 'Anträge', toApprove: 'Zu genehmigen',
  myRequests: 'Meine Anträge', handledByMe: 'Von mir bearbeitet', allRequests: 'Alle Anträge', messageList: 'Nachrichten', notifications: 'Benachrichtigungen',
  home: {
    todo: 'Warten auf meine Genehmigung', unread: 'Ungelesene Nachrichten', running: 'Meine laufenden Anträge', toAudit: 'Genehmigt, HR-Prüfung offen',
    recent: 'Meine letzten Anträge', allMine: 'Alle meine Anträge', noRequests: 'Sie haben noch keine Anträge gestellt', waitingAt: 'bei: {{step}}',
  },
};
export default flow;

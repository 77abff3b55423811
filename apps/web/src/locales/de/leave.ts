import type { Messages } from '../en';

/** Urlaub und Abwesenheiten. */
const leave: Messages['leave'] = {
  types: 'Urlaubsarten', rules: 'Anspruchsregeln', credits: 'Urlaubskonten', staffRecords: 'Urlaubseinträge Mitarbeiter', workerRecords: 'Urlaubseinträge Arbeiter',
  calendar: 'Urlaubskalender', name: 'Name', code: 'Code', userType: 'Für', staff: 'Mitarbeiter', workers: 'Arbeiter', day: 'Tage pro Jahr', minDay: 'Mindesttage pro Antrag',
  maxDay: 'Höchsttage pro Antrag', haveSalary: 'Bezahlt', sex: 'Geschlecht', male: 'Männlich', female: 'Weiblich', minAge: 'Mindestalter', maxAge: 'Höchstalter',
  minService: 'Mindestdienstzeit (Monate)', nationality: 'Staatsangehörigkeiten (Codes, durch Komma getrennt)', marital: 'Familienstände (durch Komma getrennt)',
  adjust: 'HR darf Konten anpassen', leaveType: 'In der Probezeit verfügbar', sort: 'Reihenfolge', remark: 'Bemerkung', initialize: 'Standardarten hinzufügen',
  initialized: '{{count}} Urlaubsarten hinzugefügt', vacationType: 'Urlaubsart', basis: 'Wächst mit', service: 'Dienstjahren', age: 'Alter',
  tiers: 'Stufen', fromYears: 'Ab (Jahre)', toYears: 'Unter (Jahre)', tierDays: 'Tage', person: 'Mitarbeiter oder Arbeiter', staffNo: 'Personalnummer / Beschäftigungscode',
  personName: 'Name', startDate: 'Gültig ab', expireDate: 'Verfällt', days: 'Tage', usedDays: 'Genommen', pendingDays: 'Beantragt', remainingDays: 'Verbleibend',
  generate: 'Konten eines Jahres anlegen', year: 'Jahr', generated: '{{count}} Konten angelegt', leaveDays: 'Urlaubstage', leaveStartTime: 'Beginn',
  leaveEndTime: 'Ende', leaveUnit: 'Einheit', fullDay: 'Ganzer Tag', halfDay: 'Halber Tag', leavePeriod: 'Tageshälfte', morning: 'Vormittag',
  afternoon: 'Nachmittag', leaveReason: 'Grund', status: 'Status', export: 'Exportieren', nameOrNo: 'Name oder Nummer', worker: 'Arbeiter',
  month: 'Monat', yearView: 'Jahr', onLeave: '{{count}} im Urlaub', history: 'Urlaubsverlauf', searchType: 'Urlaubsart suchen',
  status_pending: 'Ausstehend', status_approved: 'Genehmigt', status_rejected: 'Abgelehnt', status_cancelLeave: 'Urlaub storniert', status_recalled: 'Zurückgezogen', status_cancelled: 'Abgebrochen',
};

export default leave;

import type { Messages } from '../en';
import english from '../en/people';

const people: Messages['people'] = {
  staff: 'Mitarbeiter', nameOrNo: 'Name oder Nummer', staffNo: 'Personalnummer', enName: 'Englischer Name', cnName: 'Chinesischer Name', department: 'Abteilung',
  jobTitle: 'Stellenbezeichnung', mobileCode: 'Vorwahl', mobile: 'Mobil', email: 'E-Mail', nationality: 'Staatsangehörigkeit', birthday: 'Geburtstag',
  entryDate: 'Eintrittsdatum', status: 'Status', quitDate: 'Austrittsdatum', remark: 'Bemerkung', records: 'Akte',
  probation: 'Probezeit', confirmed: 'Übernommen', quit: 'Ausgetreten', rejoined: 'Wieder eingetreten', rejoin: 'Wiedereintritt', confirmation: 'Übernahme',
  quitConfirm: '{{name}} als ausgetreten markieren? Das Anmeldekonto wird geschlossen.', rejoinConfirm: '{{name}} wieder eintreten lassen? Ein neues Anmeldekonto wird angelegt.',
  confirmationConfirm: '{{name}} nach der Probezeit übernehmen?',
  duplicateMobile: 'Die eingegebene Mobilnummer ist bereits vergeben', duplicateEmail: 'Die eingegebene E-Mail ist bereits vergeben', duplicateStaffNo: 'Die eingegebene Personalnummer ist bereits vergeben',
  dormitory: 'Wohnheim', blk: 'Block', room: 'Zimmer', bankName: 'Bank', bankAccountName: 'Kontoinhaber', bankAccountNo: 'Kontonummer',
  import: 'Importieren', downloadTemplate: 'Vorlage herunterladen', chooseFile: 'Datei wählen', row: 'Zeile', column: 'Spalte', reason: 'Grund',
  importChecking: 'Datei wird hochgeladen und jede Zeile geprüft…', importRefused: '{{count}} Probleme gefunden: nichts wurde importiert',
  name: 'Name', relationship: 'Beziehung', occupation: 'Beruf', companyName: 'Firma', position: 'Position', startDate: 'Beginn',
  endDate: 'Ende', leaveReason: 'Austrittsgrund', certName: 'Zertifikat', certNo: 'Zertifikatsnummer', issuer: 'Aussteller',
  issueDate: 'Ausstellungsdatum', expiryDate: 'Ablaufdatum', address: 'Adresse', school: 'Schule', degree: 'Abschluss', major: 'Fachrichtung',
  projectName: 'Projekt', role: 'Rolle', contractValue: 'Auftragswert', changes: 'Änderungen', auditStatus: 'Prüfung', pending: 'Offen',
  adopted: 'Übernommen', failed: 'Abgelehnt', createTime: 'Erstellt',
  projects: 'Projekte', projectCode: 'Projektnummer', developer: 'Bauherr', nature: 'Art', countries: 'Länder', universities: 'Universitäten', cities: 'Städte', countryCode: 'Ländercode', englishName: 'Englischer Name', phoneCode: 'Vorwahl', code: 'Code', workers: 'Arbeiter', employmentCode: 'Beschäftigungsnummer', team: 'Team', finNo: 'FIN', wpNumber: 'Arbeitserlaubnisnummer', wpExpiryDate: 'Ablauf der Arbeitserlaubnis', passportNumber: 'Passnummer', passportExpiryDate: 'Ablauf des Passes', expiringWithin: 'Läuft ab innerhalb (Tage)', supervisor: 'Vorarbeiter', teams: 'Teams', teamName: 'Teamname', memberCount: 'Mitglieder', members: 'Mitglieder', addMembers: 'Mitglieder hinzufügen', removeMember: 'Entfernen', removeMemberConfirm: '{{name}} aus dem Team nehmen?', changeProject: 'Projekt wechseln', targetProject: 'Zielprojekt', sourceProject: 'Herkunftsprojekt', transitionDate: 'Versetzungsdatum', transitions: 'Projektversetzungen', done: 'Abgeschlossen',
  cancelled: 'Storniert',
  projectRoles: 'Projektrollen',
  sel: { recent: 'Zuletzt', businessSection: 'Geschäftsbereich', department: 'Abteilung', team: 'Team', project: 'Projekt', people: 'Personen', moveRight: 'Nach rechts', chosen: 'Gewählt ({{count}})' },
  tab: { family: 'Familie', employment: 'Beschäftigung', certificates: 'Zertifikate', contacts: 'Kontakte', education: 'Ausbildung', projects: 'Projekte', updateLog: 'Änderungsprotokoll' },
  // the profile page falls back to English until translated
  profile: english.profile,
};

export default people;

import type { Messages } from '../en';
import flow from './flow';
// housing screens are not translated yet: English text
import housing from '../en/housing';
import leave from './leave';
// recruitment screens are not translated yet: English
import recruit from '../en/recruit';
import probation from '../en/probation';

import people from './people';
// attendance and settlement texts fall back to English until translated
import attendance from '../en/attendance';
import settlement from '../en/settlement';
// compliance screens fall back to English until translated
// self-service screens fall back to English until translated
import desk from '../en/desk';
import compliance from '../en/compliance';
// out of office falls back to English until translated
import delegation from '../en/delegation';
import feeds from '../en/feeds';
import oidc from '../en/oidc'; // single sign-on falls back to English until translated
import documents from '../en/documents';
// the dashboards fall back to English until translated
import dashboard from '../en/dashboard';
// the administration pages of issue 9 fall back to English until translated
import admin from '../en/admin';
// request numbers fall back to English until translated
import requests from '../en/requests';
const de: Messages = {
  admin,
  people,
  flow,
  housing,
  leave,
  recruit,
  attendance,
  settlement,
  probation,
  compliance,
  delegation,
  feeds,
  oidc,
  documents,
  dashboard,
  desk,
  requests,
  app: { name: 'HR-Plattform', titleSuffix: ' - HR-Plattform' },
  common: {
    search: 'Suchen', reset: 'Zurücksetzen', add: 'Hinzufügen', edit: 'Bearbeiten', view: 'Ansehen', delete: 'Löschen', save: 'Speichern', cancel: 'Abbrechen',
    confirm: 'Bestätigen', submit: 'Absenden', close: 'Schließen', refresh: 'Aktualisieren', upload: 'Hochladen', download: 'Herunterladen',
    columns: 'Spalten', actions: 'Aktionen', batchDelete: 'Mehrfach löschen', total: 'Insgesamt {{total}} Einträge', yes: 'Ja', no: 'Nein',
    back: 'Zurück', loading: 'Wird geladen…', retry: 'Erneut versuchen', select: 'Auswählen', clear: 'Leeren', index: 'Nr.', expand: 'Aufklappen',
    collapse: 'Zuklappen', noData: 'Keine Daten', success: 'Erfolg', more: 'Mehr',
  },
  prompt: {
    success: 'Der Vorgang war erfolgreich!',
    failure: 'Der Vorgang ist fehlgeschlagen!',
    notItself: 'Wählen Sie nicht das Element selbst, sondern ein anderes！',
    notParent: 'Sie können keinen übergeordneten Knoten wählen！',
    fileNotUploaded: 'Datei nicht hochgeladen',
    uploadIsLoading: 'Bitte warten Sie, bis das Hochladen abgeschlossen ist',
    selectOne: 'Bitte wählen Sie mindestens einen Datensatz aus!',
    deleteConfirm: 'Möchten Sie die ausgewählten Daten wirklich löschen?',
  },
  rules: {
    required: 'Das Feld {{field}} ist erforderlich',
    email: 'Das Feld {{field}} muss eine gültige E-Mail-Adresse sein',
    min: '{{field}} ist zu kurz, wollen Sie gehackt werden?',
    confirmed: 'Die Bestätigung von {{field}} stimmt nicht überein',
    regex: 'Das Format von {{field}} ist ungültig',
    between: 'Das Feld {{field}} muss zwischen {{min}} und {{max}} liegen',
    alpha: 'Das Feld {{field}} darf nur Buchstaben enthalten',
    integer: 'Das Feld {{field}} muss eine ganze Zahl sein',
    digits: 'Das Feld {{field}} muss genau {{length}} Ziffern enthalten',
    alpha_dash: 'Das Feld {{field}} darf Buchstaben, Ziffern, Binde- und Unterstriche enthalten',
    alpha_num: 'Das Feld {{field}} darf nur Buchstaben und Ziffern enthalten',
    length: 'Das Feld {{field}} muss {{length}} Zeichen lang sein',
    positive: 'Bitte geben Sie eine positive Zahl ein!',
    credit_card: 'Keine gültige Kreditkarte!',
    password: '{{field}} muss mindestens einen Großbuchstaben, einen Kleinbuchstaben, ein Sonderzeichen und eine Ziffer enthalten',
    url: 'Die URL ist ungültig',
    cellRequired: 'Pflichtfeld',
    textareaMax: 'Höchstens {{max}} Zeichen',
    nameLength: 'Der Name muss 2 bis 20 Zeichen lang sein',
  },
  login: {
    title: 'Anmelden', tenantId: 'Mandant', account: 'Konto', password: 'Passwort', captcha: 'Captcha',
    submit: 'Anmelden', bySms: 'Per SMS anmelden', byPassword: 'Mit Passwort anmelden', phone: 'Telefon', countryCode: 'Ländervorwahl',
    otp: 'Einmalcode', sendCode: 'Code senden', resendIn: 'Erneut in {{seconds}} s', codeSent: 'Der Code wurde gesendet',
    accountRequired: 'Bitte Konto eingeben', passwordRequired: 'Bitte Passwort eingeben', phoneRequired: 'Bitte Telefonnummer eingeben',
    otpRequired: 'Bitte Einmalcode eingeben', emailRequired: 'Bitte E-Mail eingeben', captchaRequired: 'Bitte Captcha eingeben',
    sso: 'Anmeldung über das Portal…', ssoMissing: 'Das Portal hat kein Anmelde-Token gesendet.', downloadApp: 'Portal-App herunterladen',
    downloadAppText: 'Installieren Sie die Portal-App auf Ihrem Telefon, um unterwegs zu genehmigen. Den Download-Link erhalten Sie von Ihrem Administrator.',
    refreshCaptcha: 'Zum Aktualisieren klicken',
  },
  lock: { title: 'Bildschirm gesperrt', text: 'Passwort zum Entsperren eingeben', unlock: 'Entsperren', lock: 'Bildschirm sperren', wrong: 'Das Passwort ist falsch' },
  password: {
    title: 'Passwort ändern', forcedTitle: 'Bitte ändern Sie Ihr Passwort', forcedInitial: 'Sie verwenden das Anfangspasswort. Ändern Sie es, um fortzufahren.',
    forcedExpired: 'Ihr Passwort ist älter als 90 Tage. Ändern Sie es, um fortzufahren.',
    oldPassword: 'Altes Passwort', newPassword: 'Neues Passwort', newPassword1: 'Neues Passwort bestätigen',
    check1: 'Das neue Passwort darf nicht das Anfangspasswort sein',
    check2: 'Das neue Passwort muss sich vom alten unterscheiden',
    check3: 'Die beiden Passworteingaben stimmen nicht überein',
  },
  shell: { openPages: 'Geöffnete Seiten', closeTagHint: 'Zum Schließen Entf drücken', mainMenu: 'Hauptmenü', collapseMenu: 'Menü einklappen', expandMenu: 'Menü ausklappen', menuSearch: 'Menü durchsuchen', menuSearchNone: 'Keine Seite mit diesem Namen',
    frameRefused: 'Diese Adresse gehört nicht zu Ihren Menüseiten', frameRefusedHint: 'Nur die Seiten Ihres Menüs öffnen sich in der Anwendung. Prüfen Sie den Link oder fragen Sie Ihren Administrator.', unreadMessages: 'Nachrichten ({{count}} ungelesen)', departmentReport: 'Abteilungsbericht',
    home: 'Startseite', logout: 'Abmelden', accountSetting: 'Kontoeinstellungen', language: 'Sprache', skin: 'Design', light: 'Hell', dark: 'Dunkel',
    layout: 'Layout', vertical: 'Seitenmenü', horizontal: 'Obermenü', closeOthers: 'Andere schließen', closeAll: 'Alle schließen',
    versionBanner: 'Das System wurde aktualisiert. Bitte laden Sie die Seite neu, sonst funktionieren einige Funktionen nicht richtig.',
    refreshNow: 'Neu laden', chunkFailed: 'Diese Seite konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    notFound: 'Die gesuchte Seite existiert nicht.', backHome: 'Zur Startseite', welcome: 'Willkommen, {{name}}',
    notBuilt: 'Diese Seite ist noch nicht verfügbar.',
    dateFormat: 'Datumsformat', dateFormatDefault: 'Wie die Sprache Daten schreibt ({{example}})',
  },
  upload: { select: 'Datei wählen', limit: 'Höchstens {{limit}} Dateien', failed: 'Hochladen fehlgeschlagen' },
  selector: { user: 'Benutzerauswahl', staff: 'Mitarbeiterauswahl', worker: 'Arbeiterauswahl', site: 'Baustellenauswahl', team: 'Teamauswahl', assessment: 'Beurteilungsauswahl', keyword: 'Name oder Nummer' },
  editor: { bold: 'Fett', italic: 'Kursiv', underline: 'Unterstrichen', strike: 'Durchgestrichen', ordered: 'Nummerierte Liste', bullet: 'Aufzählung', indent: 'Einrücken', outdent: 'Ausrücken', direction: 'Rechts nach links', font: 'Schrift', color: 'Farbe', align: 'Ausrichtung', link: 'Link', image: 'Bild', linkPrompt: 'Link-Adresse' },
  system: {
    scopeName: 'Bereichsname', resourceCode: 'Ressourcencode', scopeColumn: 'Spalte', scopeType: 'Bereichstyp', scopeValue: 'Abteilungen', scopePath: 'API-Pfad', scopeAll: 'Alle', scopeCustom: 'Gewählte Abteilungen', scopeSelf: 'Eigene Datensätze', scopeOwnDept: 'Eigene Abteilung', scopeDeptTree: 'Eigene Abteilung und darunter',
    from: 'Von', to: 'Bis', method: 'Methode', reply: 'Antwort',
    user: 'Benutzer', role: 'Rollen', menu: 'Menüs', dept: 'Abteilungen', post: 'Stellen', dict: 'Wörterbücher', dictBiz: 'Geschäftswörterbücher',
    param: 'Parameter', client: 'Clients', oss: 'Objektspeicher', feedback: 'Feedback', appVersion: 'App-Versionen', auditLog: 'Prüfprotokoll',
    administration: 'System', resetPassword: 'Passwort zurücksetzen', resetConfirm: 'Passwort der ausgewählten Benutzer auf das Anfangspasswort zurücksetzen?',
    grant: 'Berechtigungen', menuGrant: 'Menüberechtigungen', dataScope: 'Datenbereich', apiScope: 'API-Bereich', children: 'Unterelemente',
    account: 'Konto', realName: 'Name', name: 'Bezeichnung', email: 'E-Mail', phone: 'Telefon', roleName: 'Rollenname', roleAlias: 'Rollenalias',
    deptName: 'Abteilungsname', parent: 'Übergeordnet', sort: 'Sortierung', code: 'Code', path: 'Pfad', icon: 'Symbol', category: 'Kategorie', alias: 'Alias',
    isOpen: 'Neues Fenster', postName: 'Stellenbezeichnung', postCode: 'Stellencode', postCategory: 'Stellenkategorie', dictKey: 'Schlüssel', dictValue: 'Wert',
    sealed: 'Gesperrt', remark: 'Bemerkung', paramName: 'Parametername', paramKey: 'Parameterschlüssel', paramValue: 'Parameterwert',
    clientId: 'Client-ID', clientSecret: 'Client-Geheimnis', grantTypes: 'Grant-Typen', scope: 'Bereich', accessTokenValidity: 'Gültigkeit Zugriffstoken (s)',
    refreshTokenValidity: 'Gültigkeit Refresh-Token (s)', redirectUri: 'Weiterleitungs-URI', endpoint: 'Endpunkt', bucketName: 'Bucket', status: 'Status',
    title: 'Titel', type: 'Typ', content: 'Inhalt', process: 'Bearbeiten', closeFeedback: 'Schließen', appVersionNo: 'Version', deviceMode: 'Gerät',
    url: 'Download-URL', forceUpdate: 'Pflichtupdate', createTime: 'Erstellt', operator: 'Bearbeiter', action: 'Aktion', target: 'Ziel',
    detail: 'Details', ip: 'IP', menuType: 'Menü', buttonType: 'Schaltfläche', deptCategory: 'Kategorie', company: 'Firma', department: 'Abteilung',
    fullName: 'Vollständiger Name', roleIds: 'Rollen', deptIds: 'Abteilungen', postIds: 'Stellen', sex: 'Geschlecht', birthday: 'Geburtstag', userType: 'Benutzertyp',
    accessKey: 'Access Key', secretKey: 'Secret Key', ossCode: 'Code', enabled: 'Aktiviert', disabled: 'Deaktiviert',
  },
};

export default de;

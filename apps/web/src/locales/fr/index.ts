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
const fr: Messages = {
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
  app: { name: 'Plateforme RH', titleSuffix: ' - Plateforme RH' },
  common: {
    search: 'Rechercher', reset: 'Réinitialiser', add: 'Ajouter', edit: 'Modifier', view: 'Voir', delete: 'Supprimer', save: 'Enregistrer', cancel: 'Annuler',
    confirm: 'Confirmer', submit: 'Valider', close: 'Fermer', refresh: 'Actualiser', upload: 'Importer', download: 'Télécharger',
    columns: 'Colonnes', actions: 'Actions', batchDelete: 'Suppression groupée', total: '{{total}} éléments au total', yes: 'Oui', no: 'Non',
    back: 'Retour', loading: 'Chargement…', retry: 'Réessayer', select: 'Choisir', clear: 'Effacer', index: 'N°', expand: 'Déplier',
    collapse: 'Replier', noData: 'Aucune donnée', success: 'succès', more: 'Plus',
  },
  prompt: {
    success: "L'opération a réussi !",
    failure: "L'opération a échoué !",
    notItself: "Ne sélectionnez pas l'élément lui-même, choisissez-en un autre！",
    notParent: 'Vous ne pouvez pas sélectionner un nœud parent！',
    fileNotUploaded: 'Fichier non téléversé',
    uploadIsLoading: 'Veuillez attendre la fin du téléversement',
    selectOne: 'Veuillez sélectionner au moins une donnée !',
    deleteConfirm: 'Voulez-vous vraiment supprimer les données sélectionnées ?',
  },
  rules: {
    required: 'Le champ {{field}} est obligatoire',
    email: 'Le champ {{field}} doit être une adresse e-mail valide',
    min: '{{field}} est trop court, vous voulez vous faire pirater ?',
    confirmed: 'La confirmation du champ {{field}} ne correspond pas',
    regex: 'Le format du champ {{field}} est invalide',
    between: 'Le champ {{field}} doit être compris entre {{min}} et {{max}}',
    alpha: 'Le champ {{field}} ne peut contenir que des lettres',
    integer: 'Le champ {{field}} doit être un entier',
    digits: 'Le champ {{field}} doit contenir exactement {{length}} chiffres',
    alpha_dash: 'Le champ {{field}} peut contenir des lettres, des chiffres, des tirets et des soulignés',
    alpha_num: 'Le champ {{field}} ne peut contenir que des lettres et des chiffres',
    length: 'Le champ {{field}} doit faire {{length}} caractères',
    positive: 'Veuillez saisir un nombre positif !',
    credit_card: "Ce n'est pas une carte de crédit valide !",
    password: 'Votre {{field}} doit contenir au moins une majuscule, une minuscule, un caractère spécial et un chiffre',
    url: "L'URL est invalide",
    cellRequired: 'obligatoire',
    textareaMax: '{{max}} caractères au plus',
    nameLength: 'Le nom doit comporter de 2 à 20 caractères',
  },
  login: {
    title: 'Connexion', tenantId: 'Locataire', account: 'Compte', password: 'Mot de passe', captcha: 'Captcha',
    submit: 'Se connecter', bySms: 'Connexion par SMS', byPassword: 'Connexion par mot de passe', phone: 'Téléphone', countryCode: 'Indicatif',
    otp: 'Code à usage unique', sendCode: 'Envoyer le code', resendIn: 'Renvoyer dans {{seconds}} s', codeSent: 'Le code a été envoyé',
    accountRequired: 'Veuillez saisir votre compte', passwordRequired: 'Veuillez saisir votre mot de passe', phoneRequired: 'Veuillez saisir votre numéro',
    otpRequired: 'Veuillez saisir le code', emailRequired: 'Veuillez saisir votre e-mail', captchaRequired: 'Veuillez saisir le captcha',
    sso: 'Connexion via le portail…', ssoMissing: "Le portail n'a pas transmis de jeton de connexion.", downloadApp: "Télécharger l'application du portail",
    downloadAppText: "Installez l'application du portail sur votre téléphone pour approuver en déplacement. Demandez le lien à votre administrateur.",
    refreshCaptcha: 'Cliquer pour actualiser',
  },
  lock: { title: 'Écran verrouillé', text: 'Saisissez votre mot de passe pour déverrouiller', unlock: 'Déverrouiller', lock: "Verrouiller l'écran", wrong: 'Mot de passe incorrect' },
  password: {
    title: 'Changer le mot de passe', forcedTitle: 'Veuillez changer votre mot de passe', forcedInitial: 'Vous utilisez le mot de passe initial. Changez-le pour continuer.',
    forcedExpired: 'Votre mot de passe a plus de 90 jours. Changez-le pour continuer.',
    oldPassword: 'Ancien mot de passe', newPassword: 'Nouveau mot de passe', newPassword1: 'Confirmer le nouveau mot de passe',
    check1: 'Le nouveau mot de passe ne peut pas être le mot de passe initial',
    check2: "Le nouveau mot de passe doit être différent de l'ancien",
    check3: 'Les deux saisies du mot de passe ne correspondent pas',
  },
  shell: { openPages: 'Pages ouvertes', closeTagHint: 'Appuyez sur Suppr pour fermer', mainMenu: 'Menu principal', collapseMenu: 'Replier le menu', expandMenu: 'Déplier le menu', menuSearch: 'Rechercher dans le menu', menuSearchNone: 'Aucune page de ce nom',
    frameRefused: 'Cette adresse ne fait pas partie de vos pages de menu', frameRefusedHint: "Seules les pages de votre menu s'ouvrent dans l'application. Vérifiez le lien ou contactez votre administrateur.", unreadMessages: 'Messages ({{count}} non lus)', departmentReport: 'Rapport du département',
    home: 'Accueil', logout: 'Se déconnecter', accountSetting: 'Paramètres du compte', language: 'Langue', skin: 'Thème', light: 'Clair', dark: 'Sombre',
    layout: 'Disposition', vertical: 'Menu latéral', horizontal: 'Menu supérieur', closeOthers: 'Fermer les autres', closeAll: 'Tout fermer',
    versionBanner: 'Le système a été mis à jour, veuillez actualiser pour charger la dernière version, sinon certaines fonctions ne marcheront pas correctement.',
    refreshNow: 'Actualiser', chunkFailed: "Cette page n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
    notFound: "La page demandée n'existe pas.", backHome: "Retour à l'accueil", welcome: 'Bienvenue, {{name}}',
    notBuilt: "Cette page n'est pas encore disponible.",
    dateFormat: 'Format de date', dateFormatDefault: 'Comme la langue écrit les dates ({{example}})',
  },
  upload: { select: 'Choisir un fichier', limit: '{{limit}} fichiers au plus', failed: 'Échec du téléversement' },
  selector: { user: "Sélection d'utilisateur", staff: 'Sélection du personnel', worker: "Sélection d'ouvrier", site: 'Sélection de chantier', team: "Sélection d'équipe", assessment: "Sélection d'évaluation", keyword: 'Nom ou numéro' },
  editor: { bold: 'Gras', italic: 'Italique', underline: 'Souligné', strike: 'Barré', ordered: 'Liste numérotée', bullet: 'Liste à puces', indent: 'Augmenter le retrait', outdent: 'Diminuer le retrait', direction: 'De droite à gauche', font: 'Police', color: 'Couleur', align: 'Alignement', link: 'Lien', image: 'Image', linkPrompt: 'Adresse du lien' },
  system: {
    scopeName: 'Nom du périmètre', resourceCode: 'Code de ressource', scopeColumn: 'Colonne', scopeType: 'Type de périmètre', scopeValue: 'Départements', scopePath: "Chemin d'API", scopeAll: 'Tout', scopeCustom: 'Départements choisis', scopeSelf: 'Ses propres données', scopeOwnDept: 'Son département', scopeDeptTree: 'Son département et en dessous',
    from: 'Du', to: 'Au', method: 'Méthode', reply: 'Réponse',
    user: 'Utilisateurs', role: 'Rôles', menu: 'Menus', dept: 'Départements', post: 'Postes', dict: 'Dictionnaires', dictBiz: 'Dictionnaires métier',
    param: 'Paramètres', client: 'Clients', oss: 'Stockage objet', feedback: 'Retours', appVersion: "Versions de l'application", auditLog: "Journal d'audit",
    administration: 'Système', resetPassword: 'Réinitialiser le mot de passe', resetConfirm: 'Réinitialiser le mot de passe des utilisateurs sélectionnés au mot de passe initial ?',
    grant: 'Autorisations', menuGrant: 'Autorisations de menu', dataScope: 'Périmètre des données', apiScope: "Périmètre d'API", children: 'Enfants',
    account: 'Compte', realName: 'Nom', name: 'Libellé', email: 'E-mail', phone: 'Téléphone', roleName: 'Nom du rôle', roleAlias: 'Alias du rôle',
    deptName: 'Nom du département', parent: 'Parent', sort: 'Ordre', code: 'Code', path: 'Chemin', icon: 'Icône', category: 'Catégorie', alias: 'Alias',
    isOpen: 'Nouvelle fenêtre', postName: 'Intitulé du poste', postCode: 'Code du poste', postCategory: 'Catégorie de poste', dictKey: 'Clé', dictValue: 'Valeur',
    sealed: 'Scellé', remark: 'Remarque', paramName: 'Nom du paramètre', paramKey: 'Clé du paramètre', paramValue: 'Valeur du paramètre',
    clientId: 'Identifiant client', clientSecret: 'Secret client', grantTypes: "Types d'octroi", scope: 'Portée', accessTokenValidity: "Validité du jeton d'accès (s)",
    refreshTokenValidity: 'Validité du jeton de rafraîchissement (s)', redirectUri: 'URI de redirection', endpoint: "Point d'accès", bucketName: 'Compartiment', status: 'Statut',
    title: 'Titre', type: 'Type', content: 'Contenu', process: 'Traiter', closeFeedback: 'Clore', appVersionNo: 'Version', deviceMode: 'Appareil',
    url: 'URL de téléchargement', forceUpdate: 'Mise à jour forcée', createTime: 'Créé le', operator: 'Opérateur', action: 'Action', target: 'Cible',
    detail: 'Détail', ip: 'IP', menuType: 'Menu', buttonType: 'Bouton', deptCategory: 'Catégorie', company: 'Société', department: 'Département',
    fullName: 'Nom complet', roleIds: 'Rôles', deptIds: 'Départements', postIds: 'Postes', sex: 'Sexe', birthday: 'Date de naissance', userType: "Type d'utilisateur",
    accessKey: "Clé d'accès", secretKey: 'Clé secrète', ossCode: 'Code', enabled: 'Activé', disabled: 'Désactivé',
  },
};

export default fr;

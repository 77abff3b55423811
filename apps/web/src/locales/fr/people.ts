import type { Messages } from '../en';
import english from '../en/people';

const people: Messages['people'] = {
  staff: 'Personnel', nameOrNo: 'Nom ou matricule', staffNo: 'Matricule', enName: 'Nom anglais', cnName: 'Nom chinois', department: 'Département',
  jobTitle: 'Intitulé du poste', mobileCode: 'Indicatif', mobile: 'Mobile', email: 'E-mail', nationality: 'Nationalité', birthday: 'Date de naissance',
  entryDate: "Date d'entrée", status: 'Statut', quitDate: 'Date de départ', remark: 'Remarque', records: 'Dossier',
  probation: "Période d'essai", confirmed: 'Titularisé', quit: 'Parti', rejoined: 'Réintégré', rejoin: 'Réintégrer', confirmation: 'Titularisation',
  quitConfirm: 'Marquer {{name}} comme parti ? Le compte de connexion sera fermé.', rejoinConfirm: 'Réintégrer {{name}} ? Un nouveau compte de connexion sera créé.',
  confirmationConfirm: "Titulariser {{name}} après la période d'essai ?",
  duplicateMobile: 'Le mobile saisi est déjà utilisé', duplicateEmail: "L'e-mail saisi est déjà utilisé", duplicateStaffNo: 'Le matricule saisi est déjà utilisé',
  dormitory: 'Dortoir', blk: 'Bloc', room: 'Chambre', bankName: 'Banque', bankAccountName: 'Titulaire du compte', bankAccountNo: 'Numéro de compte',
  import: 'Importer', downloadTemplate: 'Télécharger le modèle', chooseFile: 'Choisir un fichier', row: 'Ligne', column: 'Colonne', reason: 'Motif',
  importChecking: 'Envoi et vérification de chaque ligne…', importRefused: '{{count}} problèmes trouvés : rien n’a été importé',
  name: 'Nom', relationship: 'Lien', occupation: 'Profession', companyName: 'Entreprise', position: 'Poste', startDate: 'Date de début',
  endDate: 'Date de fin', leaveReason: 'Motif du départ', certName: 'Certificat', certNo: 'Numéro du certificat', issuer: 'Émetteur',
  issueDate: "Date d'émission", expiryDate: "Date d'expiration", address: 'Adresse', school: 'École', degree: 'Diplôme', major: 'Spécialité',
  projectName: 'Projet', role: 'Rôle', contractValue: 'Montant du contrat', changes: 'Modifications', auditStatus: 'Revue', pending: 'En attente',
  adopted: 'Adopté', failed: 'Refusé', createTime: 'Créé le',
  projects: 'Projets', projectCode: 'Code du projet', developer: 'Promoteur', nature: 'Nature', countries: 'Pays', universities: 'Universités', cities: 'Villes', countryCode: 'Code pays', englishName: 'Nom anglais', phoneCode: 'Indicatif téléphonique', code: 'Code', workers: 'Ouvriers', employmentCode: "Numéro d'emploi", team: 'Équipe', finNo: 'FIN', wpNumber: 'Numéro du permis de travail', wpExpiryDate: 'Expiration du permis de travail', passportNumber: 'Numéro de passeport', passportExpiryDate: 'Expiration du passeport', expiringWithin: 'Expire dans (jours)', supervisor: "Chef d'équipe", teams: 'Équipes', teamName: "Nom de l'équipe", memberCount: 'Membres', members: 'Membres', addMembers: 'Ajouter des membres', removeMember: 'Retirer', removeMemberConfirm: "Retirer {{name}} de l'équipe ?", changeProject: 'Changer de projet', targetProject: 'Projet cible', sourceProject: "Projet d'origine", transitionDate: 'Date du transfert', transitions: 'Transferts de projet', done: 'Terminé',
  cancelled: 'Annulé',
  projectRoles: 'Rôles du projet',
  sel: { recent: 'Récents', businessSection: 'Secteur d’activité', department: 'Département', team: 'Équipe', project: 'Projet', people: 'Personnes', moveRight: 'Déplacer à droite', chosen: 'Choisis ({{count}})' },
  tab: { family: 'Famille', employment: 'Emplois', certificates: 'Certificats', contacts: 'Contacts', education: 'Formation', projects: 'Projets', updateLog: 'Historique des modifications' },
  // the profile page falls back to English until translated
  profile: english.profile,
};

export default people;

import type { Messages } from '../en';

/** Congés et absences. */
const leave: Messages['leave'] = {
  types: 'Types de congé', rules: "Règles d'attribution", credits: 'Soldes de congés', staffRecords: 'Congés du personnel', workerRecords: 'Congés des ouvriers',
  calendar: 'Calendrier des congés', name: 'Nom', code: 'Code', userType: 'Pour', staff: 'Personnel', workers: 'Ouvriers', day: 'Jours par an', minDay: 'Jours minimum par demande',
  maxDay: 'Jours maximum par demande', haveSalary: 'Payé', sex: 'Sexe', male: 'Homme', female: 'Femme', minAge: 'Âge minimum', maxAge: 'Âge maximum',
  minService: 'Ancienneté minimum (mois)', nationality: 'Nationalités (codes séparés par des virgules)', marital: 'Situations familiales (séparées par des virgules)',
  adjust: 'Les RH peuvent ajuster les soldes', leaveType: "Ouvert pendant la période d'essai", sort: 'Ordre', remark: 'Remarque', initialize: 'Ajouter les types par défaut',
  initialized: '{{count}} types de congé ajoutés', vacationType: 'Type de congé', basis: 'Augmente avec', service: "Années d'ancienneté", age: 'Âge',
  tiers: 'Paliers', fromYears: 'À partir de (ans)', toYears: 'Moins de (ans)', tierDays: 'Jours', person: 'Employé ou ouvrier', staffNo: "Matricule / code d'emploi",
  personName: 'Nom', startDate: 'Valable à partir du', expireDate: 'Expire le', days: 'Jours', usedDays: 'Pris', pendingDays: 'Demandés', remainingDays: 'Restants',
  generate: "Créer les soldes d'une année", year: 'Année', generated: '{{count}} soldes créés', leaveDays: 'Jours de congé', leaveStartTime: 'Début du congé',
  leaveEndTime: 'Fin du congé', leaveUnit: 'Unité', fullDay: 'Journée entière', halfDay: 'Demi-journée', leavePeriod: 'Demi-journée', morning: 'Matin',
  afternoon: 'Après-midi', leaveReason: 'Motif', status: 'Statut', export: 'Exporter', nameOrNo: 'Nom ou numéro', worker: 'Ouvrier',
  month: 'Mois', yearView: 'Année', onLeave: '{{count}} en congé', history: 'Historique des congés', searchType: 'Rechercher un type de congé',
  status_pending: 'En attente', status_approved: 'Approuvé', status_rejected: 'Refusé', status_cancelLeave: 'Congé annulé', status_recalled: 'Retiré', status_cancelled: 'Annulé',
};

export default leave;

import type { Catalogue } from './catalogue.js';

/**
 * Malay (Bahasa Melayu): what a site worker and his supervisor receive (issue 33 section 3): sign-in and its SMS,
 * the approval notifications, the worker's request forms (29, 30, 26, 42, 28) and his payslip. Everything else
 * falls back to English. A native speaker corrects the wording here. This is the platform's part;
 * each module's names are in its `x.names.ts`.
 */
export const ms: Catalogue = {
  menus: {},
  forms: {},
  fields: {
    workerId: 'Pekerja',
    staffId: 'Kakitangan',
    files: 'Lampiran',
    subject: 'Perkara',
    content: 'Butiran',
    reason: 'Sebab',
    amount: 'Jumlah wang',
    firstApprover: 'Pelulus',
  },
  steps: { approver: 'Pelulus', hr: 'Kelulusan HR', director: 'Kelulusan pengarah', finance: 'Kelulusan kewangan' },
  templates: {
    'The account or password is incorrect; the account is locked for {n} minutes': 'Akaun atau kata laluan salah; akaun dikunci selama {n} minit',
    '{s} submitted {s}; step: {s} (for {s})': '{s} telah menghantar {s}; peringkat: {s} (bagi pihak {s})',
    '{s} submitted {s}; step: {s}': '{s} telah menghantar {s}; peringkat: {s}',
    '{s} approved': '{s} diluluskan',
    '{s} rejected': '{s} ditolak',
    '{s} shared {s} with you': '{s} berkongsi {s} dengan anda',
  },
  messages: {
    'please enter the account': 'Sila masukkan akaun',
    'Unauthorized, please sign in': 'Tiada kebenaran, sila log masuk',
    'Your session has ended, please sign in again': 'Sesi anda telah tamat, sila log masuk semula',
    "This is not available to a worker's account": 'Ini tidak tersedia untuk akaun pekerja',
    'Internal server error, please try again later': 'Ralat pelayan, sila cuba lagi nanti',
    'must be in half days': 'mestilah dalam kiraan separuh hari',
  },
  issueTails: { 'is required': '{label} wajib diisi', 'is not a valid date': '{label} bukan tarikh yang sah', 'must be a number': '{label} mestilah nombor' },
  documents: {
    'Page {page} of {pages}': 'Halaman {page} daripada {pages}',
    Project: 'Projek',
    Team: 'Pasukan',
    Trade: 'Bidang kerja',
    '{start} to {end}': '{start} hingga {end}',
    'Last working day': 'Hari bekerja terakhir',
    'Attendance days': 'Hari hadir',
    'Overtime hours': 'Jam kerja lebih masa',
    Quantity: 'Kuantiti',
    Deductions: 'Potongan',
    'Gross wages': 'Gaji kasar',
    'Nett salary': 'Gaji bersih',
    'Total hours': 'Jumlah jam',
    'Meal allowance': 'Elaun makan',
    'Achievement bonus': 'Bonus pencapaian',
    days: 'hari',
  },
};

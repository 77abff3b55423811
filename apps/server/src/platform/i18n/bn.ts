import type { Catalogue } from './catalogue.js';

/**
 * Bengali (বাংলা): what a site worker and his supervisor receive (issue 33 section 3): sign-in and its SMS, the
 * approval notifications, the worker's request forms (29, 30, 26, 42, 28) and his payslip. Everything else falls
 * back to English. A native speaker corrects the wording here. This is the platform's part; each module's
 * names are in its `x.names.ts`.
 */
export const bn: Catalogue = {
  menus: {},
  forms: {},
  fields: {
    workerId: 'শ্রমিক',
    staffId: 'কর্মচারী',
    files: 'সংযুক্তি',
    subject: 'বিষয়',
    content: 'বিস্তারিত',
    reason: 'কারণ',
    amount: 'টাকার পরিমাণ',
    firstApprover: 'অনুমোদনকারী',
  },
  steps: { approver: 'অনুমোদনকারী', hr: 'এইচআর অনুমোদন', director: 'পরিচালকের অনুমোদন', finance: 'হিসাব বিভাগের অনুমোদন' },
  templates: {
    'The account or password is incorrect; the account is locked for {n} minutes': 'অ্যাকাউন্ট বা পাসওয়ার্ড ভুল; অ্যাকাউন্টটি {n} মিনিটের জন্য লক করা হয়েছে',
    '{s} submitted {s}; step: {s} (for {s})': '{1} {2} জমা দিয়েছেন; ধাপ: {3} ({4}-এর পক্ষে)',
    '{s} submitted {s}; step: {s}': '{1} {2} জমা দিয়েছেন; ধাপ: {3}',
    '{s} approved': '{s} অনুমোদিত',
    '{s} rejected': '{s} নামঞ্জুর',
    '{s} shared {s} with you': '{1} আপনার সাথে {2} শেয়ার করেছেন',
  },
  messages: {
    'please enter the account': 'অ্যাকাউন্ট লিখুন',
    'Unauthorized, please sign in': 'অনুমতি নেই, সাইন ইন করুন',
    'Your session has ended, please sign in again': 'আপনার সেশন শেষ হয়েছে, আবার সাইন ইন করুন',
    "This is not available to a worker's account": 'শ্রমিকের অ্যাকাউন্টে এটি ব্যবহার করা যায় না',
    'Internal server error, please try again later': 'সার্ভারে সমস্যা হয়েছে, পরে আবার চেষ্টা করুন',
    'must be in half days': 'অর্ধেক দিনের হিসাবে হতে হবে',
  },
  issueTails: { 'is required': '{label} দিতে হবে', 'is not a valid date': '{label} সঠিক তারিখ নয়', 'must be a number': '{label} একটি সংখ্যা হতে হবে' },
  documents: {
    'Page {page} of {pages}': 'পৃষ্ঠা {page} / {pages}',
    Project: 'প্রকল্প',
    Team: 'দল',
    Trade: 'কাজের ধরন',
    '{start} to {end}': '{start} থেকে {end}',
    'Last working day': 'কাজের শেষ দিন',
    'Attendance days': 'উপস্থিতির দিন',
    'Overtime hours': 'ওভারটাইম ঘণ্টা',
    Quantity: 'পরিমাণ',
    Deductions: 'কর্তন',
    'Gross wages': 'মোট বেতন',
    'Nett salary': 'নিট বেতন',
    'Total hours': 'মোট ঘণ্টা',
    'Meal allowance': 'খাবার ভাতা',
    'Achievement bonus': 'কৃতিত্ব বোনাস',
    days: 'দিন',
  },
};

import type { Catalogue } from './catalogue.js';

/**
 * Tamil (தமிழ்): what a site worker and his supervisor receive (issue 33 section 3): sign-in and its SMS, the
 * approval notifications, the worker's request forms (29, 30, 26, 42, 28) and his payslip. Everything else falls
 * back to English. A native speaker corrects the wording here. This is the platform's part; each module's
 * names are in its `x.names.ts`.
 */
export const ta: Catalogue = {
  menus: {},
  forms: {},
  fields: {
    workerId: 'தொழிலாளர்',
    staffId: 'பணியாளர்',
    files: 'இணைப்புகள்',
    subject: 'பொருள்',
    content: 'விவரம்',
    reason: 'காரணம்',
    amount: 'தொகை',
    firstApprover: 'ஒப்புதல் அளிப்பவர்',
  },
  steps: { approver: 'ஒப்புதல் அளிப்பவர்', hr: 'மனிதவளத் துறை ஒப்புதல்', director: 'இயக்குநர் ஒப்புதல்', finance: 'நிதித் துறை ஒப்புதல்' },
  templates: {
    'The account or password is incorrect; the account is locked for {n} minutes': 'கணக்கு அல்லது கடவுச்சொல் தவறு; கணக்கு {n} நிமிடங்களுக்குப் பூட்டப்பட்டுள்ளது',
    '{s} submitted {s}; step: {s} (for {s})': '{1} {2} சமர்ப்பித்தார்; நிலை: {3} ({4} சார்பாக)',
    '{s} submitted {s}; step: {s}': '{1} {2} சமர்ப்பித்தார்; நிலை: {3}',
    '{s} approved': '{s} ஏற்றுக்கொள்ளப்பட்டது',
    '{s} rejected': '{s} நிராகரிக்கப்பட்டது',
    '{s} shared {s} with you': '{1} உங்களுடன் {2} பகிர்ந்துள்ளார்',
  },
  messages: {
    'please enter the account': 'கணக்கை உள்ளிடவும்',
    'Unauthorized, please sign in': 'அனுமதி இல்லை, உள்நுழையவும்',
    'Your session has ended, please sign in again': 'உங்கள் அமர்வு முடிந்தது, மீண்டும் உள்நுழையவும்',
    "This is not available to a worker's account": 'இது தொழிலாளர் கணக்கிற்குக் கிடைக்காது',
    'Internal server error, please try again later': 'சேவையகப் பிழை, பிறகு மீண்டும் முயற்சிக்கவும்',
    'must be in half days': 'அரை நாள் அளவுகளில் இருக்க வேண்டும்',
  },
  issueTails: { 'is required': '{label} அவசியம்', 'is not a valid date': '{label} சரியான தேதி அல்ல', 'must be a number': '{label} ஓர் எண்ணாக இருக்க வேண்டும்' },
  documents: {
    'Page {page} of {pages}': 'பக்கம் {page} / {pages}',
    Project: 'திட்டம்',
    Team: 'குழு',
    Trade: 'தொழில்',
    '{start} to {end}': '{start} முதல் {end} வரை',
    'Last working day': 'கடைசி வேலை நாள்',
    'Attendance days': 'வருகை நாட்கள்',
    'Overtime hours': 'கூடுதல் நேர மணிகள்',
    Quantity: 'அளவு',
    Deductions: 'பிடித்தங்கள்',
    'Gross wages': 'மொத்தச் சம்பளம்',
    'Nett salary': 'நிகரச் சம்பளம்',
    'Total hours': 'மொத்த மணிநேரம்',
    'Meal allowance': 'உணவுப் படி',
    'Achievement bonus': 'சாதனை ஊக்கத்தொகை',
    days: 'நாட்கள்',
  },
};

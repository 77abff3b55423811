import type { Catalogue } from './catalogue.js';

/**
 * Burmese (မြန်မာ, Unicode, not Zawgyi): what a site worker and his supervisor receive (issue 33 section 3): sign-in
 * and its SMS, the approval notifications, the worker's request forms (29, 30, 26, 42, 28) and his payslip.
 * Everything else falls back to English. A native speaker corrects the wording here. This is the platform's part;
 * each module's names are in its `x.names.ts`.
 */
export const my: Catalogue = {
  menus: {},
  forms: {},
  fields: {
    workerId: 'အလုပ်သမား',
    staffId: 'ဝန်ထမ်း',
    files: 'ပူးတွဲဖိုင်များ',
    subject: 'အကြောင်းအရာ',
    content: 'အသေးစိတ်',
    reason: 'အကြောင်းရင်း',
    amount: 'ငွေပမာဏ',
    firstApprover: 'အတည်ပြုသူ',
  },
  steps: { approver: 'အတည်ပြုသူ', hr: 'HR အတည်ပြုချက်', director: 'ဒါရိုက်တာ အတည်ပြုချက်', finance: 'ငွေစာရင်းဌာန အတည်ပြုချက်' },
  templates: {
    'The account or password is incorrect; the account is locked for {n} minutes': 'အကောင့် သို့မဟုတ် စကားဝှက် မှားနေသည်၊ အကောင့်ကို {n} မိနစ် ပိတ်ထားသည်',
    '{s} submitted {s}; step: {s} (for {s})': '{1} က {2} ကို တင်သွင်းခဲ့သည်၊ အဆင့်: {3} ({4} ကိုယ်စား)',
    '{s} submitted {s}; step: {s}': '{1} က {2} ကို တင်သွင်းခဲ့သည်၊ အဆင့်: {3}',
    '{s} approved': '{s} အတည်ပြုပြီး',
    '{s} rejected': '{s} ပယ်ချပြီး',
    '{s} shared {s} with you': '{1} က {2} ကို သင်နှင့် မျှဝေထားသည်',
  },
  messages: {
    'please enter the account': 'အကောင့် ထည့်ပါ',
    'Unauthorized, please sign in': 'ခွင့်ပြုချက်မရှိပါ၊ ဝင်ရောက်ပါ',
    'Your session has ended, please sign in again': 'သင်၏ ဆက်ရှင် ပြီးဆုံးသွားပြီ၊ ထပ်မံ ဝင်ရောက်ပါ',
    "This is not available to a worker's account": 'အလုပ်သမားအကောင့်ဖြင့် ဤလုပ်ဆောင်ချက်ကို မသုံးနိုင်ပါ',
    'Internal server error, please try again later': 'ဆာဗာ အမှားဖြစ်နေသည်၊ နောက်မှ ထပ်ကြိုးစားပါ',
    'must be in half days': 'နေ့တစ်ဝက်ဖြင့် ရေတွက်ရမည်',
  },
  issueTails: { 'is required': '{label} ဖြည့်ရန် လိုအပ်သည်', 'is not a valid date': '{label} သည် မှန်ကန်သော ရက်စွဲ မဟုတ်ပါ', 'must be a number': '{label} သည် ဂဏန်း ဖြစ်ရမည်' },
  documents: {
    'Page {page} of {pages}': 'စာမျက်နှာ {page} / {pages}',
    Project: 'စီမံကိန်း',
    Team: 'အဖွဲ့',
    Trade: 'အလုပ်အကိုင်',
    '{start} to {end}': '{start} မှ {end} အထိ',
    'Last working day': 'နောက်ဆုံး အလုပ်ဆင်းရက်',
    'Attendance days': 'အလုပ်ဆင်းရက်',
    'Overtime hours': 'အချိန်ပို နာရီ',
    Quantity: 'အရေအတွက်',
    Deductions: 'ဖြတ်တောက်ငွေများ',
    'Gross wages': 'စုစုပေါင်း လုပ်ခ',
    'Nett salary': 'အသားတင် လစာ',
    'Total hours': 'စုစုပေါင်း နာရီ',
    'Meal allowance': 'စားစရိတ်',
    'Achievement bonus': 'စွမ်းဆောင်ရည် ဆုကြေး',
    days: 'ရက်',
  },
};

import { z } from 'zod';
import { route } from '../../platform/http/route.js';
import { LANGUAGES, LANGUAGE_NAMES } from '../../platform/i18n/index.js';
import { languageInput, languageOutput, saveLanguage } from '../../platform/i18n/account.js';

/** The languages offered (issue 33): each code with its name in its own script, in the order the pickers show them. */
export const offeredLanguages = () => LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

export const languageRoutes = [
  route({
    method: 'GET',
    url: '/api/blade-system/languages',
    permission: 'public',
    summary:
      'The languages offered, in the order the pickers show them: code (en, zh, ms, ta, bn, my, de, fr, pt) and name in its own script. ' +
      'en, zh, ms, ta, bn and my cover everything a worker and a supervisor see; de, fr and pt cover the shell, approvals and leave',
    tags: ['i18n'],
    output: z.array(z.object({ code: z.enum(LANGUAGES), name: z.string() })),
    handler: () => offeredLanguages(),
  }),
  route({
    method: 'POST',
    url: '/api/blade-system/user/language',
    permission: 'authenticated',
    // the language picker works on the forced password change too (the first sign-in of a supervisor)
    passwordChange: true,
    summary: "Keeps the caller's language with his account (language: one of GET /api/blade-system/languages); his messages and documents follow it",
    tags: ['i18n'],
    input: languageInput,
    output: languageOutput,
    handler: ({ language }, ctx) => saveLanguage(ctx, language),
  }),
];

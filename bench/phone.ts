/**
 * A worker's first screen on his phone (issue 33): what a phone with an empty cache downloads for the SMS sign-in and
 * his home (/me), JavaScript and CSS as transferred (brotli, as the server sends the build's compressed copies), weighed
 * on the production build by the same code as the web budget test (apps/web/test/bundle-weight.ts). Beside it:
 *  - in each of the workforce's languages, the extra a worker reading it downloads (its texts, dayjs's and antd's
 *    locale, loaded on demand);
 *  - the baseline: what the same person would download if he were sent the staff app instead: the password
 *    sign-in and a staff member's signed-in shell and home, same build, same weighing.
 * Run: `npx tsx bench/phone.ts` (or `npm run bench -- phone`).
 */
import { KB, productionBuild, SCREENS } from '../apps/web/test/bundle-weight.js';
import { reportFigure } from './report.js';

const BUDGET_KB = 250;
const weights = await productionBuild();
const worker = weights.staticClosure(SCREENS.worker);
const workerKb = weights.transferred(worker, { css: true }) / KB;
const staffKb = weights.transferred(weights.staticClosure([...SCREENS.signIn, ...SCREENS.shell]), { css: true }) / KB;

/** The files a language adds once chosen: its texts and dayjs's and antd's locale, with what they import and the worker's screen lacks. */
function languageKb(code: string, dayjs: string, antd: string): number {
  const added = weights.staticClosure([
    `src/locales/${code}/index.ts`,
    new RegExp(`[\\\\/]dayjs[\\\\/]locale[\\\\/]${dayjs}\\.js$`),
    new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/]locale[\\\\/]${antd}\\.js$`),
  ]);
  return (
    weights.transferred(
      [...added].filter((file) => !worker.has(file)),
      { css: true },
    ) / KB
  );
}
const languages = {
  ms: languageKb('ms', 'ms', 'ms_MY'),
  ta: languageKb('ta', 'ta', 'ta_IN'),
  bn: languageKb('bn', 'bn', 'bn_BD'),
  my: languageKb('my', 'my', 'my_MM'),
};
const heaviest = Math.max(...Object.values(languages));
const perLanguage = Object.entries(languages)
  .map(([code, kb]) => `${code} +${kb.toFixed(1)}`)
  .join(', ');

console.log(
  `worker's SMS sign-in + home: ${workerKb.toFixed(1)} KB (${worker.size} scripts); languages: ${perLanguage} KB; staff sign-in + shell: ${staffKb.toFixed(1)} KB`,
);
reportFigure({
  figure: "a worker's first screen on his phone: SMS sign-in + /me home, JS and CSS as transferred (brotli, empty cache)",
  goal: `<= ${BUDGET_KB} KB, in any of his languages`,
  value: `${workerKb.toFixed(1)} KB in English; a language adds ${perLanguage} KB`,
  baseline: `the staff app's password sign-in + signed-in shell, same build: ${staffKb.toFixed(1)} KB`,
  met: workerKb + heaviest <= BUDGET_KB,
});

import type { Rule } from 'antd/es/form';
import i18n from '../app/i18n/i18n';

/**
 * The shared validation rule set (seed 001 section 5), written as a pipe-separated rule text such as
 * "required|email" or "between:1,10", the way field definitions carry them in `fieldOption.rules`.
 */

export const RULE_NAMES = [
  'required',
  'email',
  'min',
  'confirmed',
  'regex',
  'between',
  'alpha',
  'integer',
  'digits',
  'alpha_dash',
  'alpha_num',
  'length',
  'positive',
  'credit_card',
  'password',
  'url',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export interface RuleSpec {
  name: RuleName;
  params: string[];
}

export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%&*()]).{8,}$/;
export const CREDIT_CARD_PATTERN = /^3[47]\d{13}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i;

export function parseRules(text: string | undefined): RuleSpec[] {
  if (!text) return [];
  return text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      const name = colon < 0 ? part : part.slice(0, colon);
      const rest = colon < 0 ? '' : part.slice(colon + 1);
      if (!(RULE_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown validation rule "${name}"`);
      // a regex may itself contain commas, so only the other rules split their parameters
      return { name: name as RuleName, params: name === 'regex' ? [rest] : rest ? rest.split(',') : [] };
    });
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Checks one rule; answers the failure message, or undefined when the value passes. */
export function checkRule(spec: RuleSpec, value: unknown, field: string, allValues: Record<string, unknown> = {}): string | undefined {
  const t = (key: string, extra: Record<string, unknown> = {}) => i18n.t(`rules.${key}`, { field, ...extra });
  if (spec.name === 'required') return isEmpty(value) || (typeof value === 'string' && !value.trim()) ? t('required') : undefined;
  if (isEmpty(value)) return undefined;
  const text = String(value);
  const [a, b] = spec.params;
  switch (spec.name) {
    case 'email':
      return EMAIL_PATTERN.test(text) ? undefined : t('email');
    case 'min':
      return text.length >= Number(a) ? undefined : t('min', { length: a });
    case 'confirmed':
      return value === allValues[a] ? undefined : t('confirmed');
    case 'regex':
      return new RegExp(a).test(text) ? undefined : t('regex');
    case 'between': {
      const number = Number(value);
      return number >= Number(a) && number <= Number(b) ? undefined : t('between', { min: a, max: b });
    }
    case 'alpha':
      return /^[\p{L}]+$/u.test(text) ? undefined : t('alpha');
    case 'integer':
      return /^-?\d+$/.test(text) ? undefined : t('integer');
    case 'digits':
      return /^\d+$/.test(text) && text.length === Number(a) ? undefined : t('digits', { length: a });
    case 'alpha_dash':
      return /^[\p{L}\p{N}_-]+$/u.test(text) ? undefined : t('alpha_dash');
    case 'alpha_num':
      return /^[\p{L}\p{N}]+$/u.test(text) ? undefined : t('alpha_num');
    case 'length':
      return text.length === Number(a) ? undefined : t('length', { length: a });
    case 'positive':
      return Number(value) >= 0 ? undefined : t('positive');
    case 'credit_card':
      return CREDIT_CARD_PATTERN.test(text) ? undefined : t('credit_card');
    case 'password':
      return PASSWORD_PATTERN.test(text) ? undefined : t('password');
    case 'url':
      return URL_PATTERN.test(text) ? undefined : t('url');
  }
}

/** Runs a rule text; answers the first failure message. */
export function validateValue(rules: string | undefined, value: unknown, field: string, allValues?: Record<string, unknown>): string | undefined {
  for (const spec of parseRules(rules)) {
    const message = checkRule(spec, value, field, allValues);
    if (message) return message;
  }
  return undefined;
}

/** The same rules as antd form rules, so every form shows the same messages under its fields. */
export function toFormRules(rules: string | undefined, field: string): Rule[] {
  const specs = parseRules(rules);
  if (!specs.length) return [];
  return [
    // no `required: true` here: antd would answer its own message before ours; Form.Item shows the mark
    ({ getFieldsValue }) => ({
      validator: async (_rule, value) => {
        const all = getFieldsValue(true) as Record<string, unknown>;
        for (const spec of specs) {
          const message = checkRule(spec, value, field, all);
          if (message) throw new Error(message);
        }
      },
    }),
  ];
}

/** Change-password checks check1..check3 (seed 001 section 5): answers the failing key, checked in order. */
export function passwordChangeProblem(
  change: { oldPassword?: string; newPassword: string; newPassword1: string },
  initialPassword: string,
): 'password.check1' | 'password.check2' | 'password.check3' | undefined {
  if (change.newPassword === initialPassword) return 'password.check1';
  if (change.oldPassword !== undefined && change.newPassword === change.oldPassword) return 'password.check2';
  if (change.newPassword !== change.newPassword1) return 'password.check3';
  return undefined;
}

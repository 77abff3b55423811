import type { Language } from '@hr/contracts';

/**
 * The shape of a server message catalogue (one per language: en.ts, zh.ts, de.ts, fr.ts, pt.ts).
 * Seeded names are keyed by their code: a menu by its code, a form by its process key, a form field by
 * its prop (`fields`, with `formFields` "<formKey>.<prop>" overriding), a process step by its BPMN id,
 * dictionary items by their own translations (sys_dict.dict_value_i18n). Server messages are keyed by
 * their English text (the specs' verbatim wording), so English needs no entries. Anything missing falls
 * back to English (the stored name).
 */
export interface Catalogue {
  /** Menu and button names by menu code. */
  menus: Record<string, string>;
  /** Names of the standard CRUD buttons (`<code>_view/_add/_edit/_delete`), made from their menu's name. */
  crudButtons?: { view: string; add: string; edit: string; delete: string };
  /** Form names by process key. */
  forms: Record<string, string>;
  /** Field labels of the seeded forms by prop. */
  fields: Record<string, string>;
  /** Field labels by "<formKey>.<prop>" where one form words a prop differently. */
  formFields?: Record<string, string>;
  /** Choice labels of the seeded forms' fields by "<prop>.<value>" ("<formKey>.<prop>.<value>" overrides). */
  fieldOptions?: Record<string, string>;
  /** Process step names by BPMN element id. */
  steps: Record<string, string>;
  /** Names of the default leave types by type code (annual, sick, ...). */
  leaveTypes?: Record<string, string>;
  /** Server messages by their English text. */
  messages: Record<string, string>;
  /**
   * Messages with values in them: the English text with `{n}` for each number and `{s}` for any other
   * text -> the text, taking the values in the same order (or `{1}`, `{2}`... to reorder them). Applied to
   * a whole message, to each "; " part, and to the part after a `field: ` prefix.
   */
  templates?: Record<string, string>;
  /** Excel column headers (exports and import templates) by their English text. */
  headers?: Record<string, string>;
  /**
   * The texts of documents (PDF letters, payslips, printouts and the candidate pages' letters) by their English
   * text; `{name}` stands for a value (`Page {page} of {pages}`). platform/pdf.ts `documentWords` reads them.
   */
  documents?: Record<string, string>;
  /** The words of input errors (`<field>: <Label> <what is wrong>`): the "what is wrong" tails by English text. */
  issueTails?: Record<string, string>;
}

/** The sections of a catalogue a module may add to (all but the platform's `crudButtons`): each a table of texts. */
export type NameSection = Exclude<keyof Catalogue, 'crudButtons'>;

/**
 * A module's part of the catalogues (`names` of its defineModule, kept in `modules/<m>/<m>.names.ts`): per language,
 * the entries of its menus, forms, fields, steps, messages... The app merges them with the platform's own once, when
 * it installs its modules (`installNames`); a key two sources define is refused.
 */
export type ModuleNames = Partial<Record<Language, Partial<Record<NameSection, Record<string, string>>>>>;

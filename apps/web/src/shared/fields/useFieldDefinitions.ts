import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FieldDefinition } from './definition';

/** Code-defined field lists with translated labels, rebuilt when the language changes. */
export function useFieldDefinitions(build: (t: TFunction) => FieldDefinition[]): FieldDefinition[] {
  const { t, i18n } = useTranslation();
  // `build` is a module-level description of the page's fields; only the language changes its output
  // biome-ignore lint/correctness/useExhaustiveDependencies: `build` is a module-level description; only the language changes its output
  return useMemo(() => build(t), [t, i18n.language]);
}

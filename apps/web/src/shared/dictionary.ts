import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../app/http/client';
import type { ChoiceOption } from './fields/definition';

export interface DictEntry {
  dictKey: string;
  dictValue: string;
  children?: DictEntry[];
}

const DICT_URL = { system: '/api/blade-system/dict/dictionary', biz: '/api/blade-system/dict-biz/dictionary' } as const;

/**
 * Dictionary entries as choice options, cached by code, language and source (seed 001 section 7); the
 * cache is emptied when the signed-in user changes.
 */
export function useDictionary(code: string | undefined, type: 'system' | 'biz' = 'system'): ChoiceOption[] {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['dict', type, code, i18n.language],
    queryFn: () => http.get<DictEntry[]>(DICT_URL[type], { code }, { quiet: true }),
    enabled: Boolean(code),
    staleTime: Infinity,
  });
  return (data ?? []).map((entry) => ({ label: entry.dictValue, value: entry.dictKey }));
}

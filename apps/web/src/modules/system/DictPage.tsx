import { DictionaryPage } from './DictionaryPage';

export default function DictPage() {
  return <DictionaryPage base="/api/blade-system/dict" titleKey="system.dict" permissionPrefix="dict" />;
}

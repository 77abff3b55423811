import { DictionaryPage } from './DictionaryPage';

export default function DictBizPage() {
  return <DictionaryPage base="/api/blade-system/dict-biz" titleKey="system.dictBiz" permissionPrefix="dict_biz" />;
}

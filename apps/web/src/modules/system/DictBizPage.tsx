import { SystemPermissions } from '@hr/contracts';
import { DictionaryPage } from './DictionaryPage';

export default function DictBizPage() {
  return <DictionaryPage base="/api/blade-system/dict-biz" titleKey="system.dictBiz" permissionPrefix={SystemPermissions.dictBiz.menu} />;
}

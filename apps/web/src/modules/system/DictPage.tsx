import { SystemPermissions } from '@hr/contracts';
import { DictionaryPage } from './DictionaryPage';

export default function DictPage() {
  return <DictionaryPage base="/api/blade-system/dict" titleKey="system.dict" permissionPrefix={SystemPermissions.dict.menu} />;
}

import { SystemPermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { bladeResource } from '../../shared/crud/resource';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { remarkField } from './common';
import { loadCompanyClock } from '../../app/clock';

const base = bladeResource('/api/blade-system/param', { list: 'list' });
// a change of company.timeZone moves every "today" of the web: the clock is read again after each write
const resource: typeof base = {
  ...base,
  save: async (row) => {
    try {
      return await base.save?.(row);
    } finally {
      void loadCompanyClock();
    }
  },
  update: async (row) => {
    try {
      return await base.update?.(row);
    } finally {
      void loadCompanyClock();
    }
  },
};

export default function ParamPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'paramName', fieldLabel: t('system.paramName'), fieldType: 'input', required: 1, search: 1, sort: 1 },
    { fieldName: 'paramKey', fieldLabel: t('system.paramKey'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    { fieldName: 'paramValue', fieldLabel: t('system.paramValue'), fieldType: 'textarea', required: 1, sort: 3 },
    remarkField(),
  ]);
  return <CrudPage title={t('system.param')} resource={resource} fields={fields} permissionPrefix={SystemPermissions.param.menu} />;
}

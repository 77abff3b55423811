import { useTranslation } from 'react-i18next';
import { HOUSING_PERMISSIONS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { BUILDING_BASE as BASE, buildingResource as resource, plotField } from './api';
import { ImportButton } from './ImportButton';

/** Buildings (blocks) of the dormitories; imported from the template with a per-row error report. */
export default function BuildingPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    plotField(t('housing.plot'), { required: 1, search: 1, sort: 1 }),
    { fieldName: 'blkNo', fieldLabel: t('housing.blkNo'), fieldType: 'input', required: 1, search: 1, span: 12, sort: 2, fieldOption: { maxLength: 50 } },
    { fieldName: 'buildingName', fieldLabel: t('housing.buildingName'), fieldType: 'input', span: 12, sort: 3, fieldOption: { maxLength: 100 } },
    { fieldName: 'floors', fieldLabel: t('housing.floors'), fieldType: 'number', span: 12, sort: 4, fieldOption: { numberMin: 1, numberMax: 200 } },
    { fieldName: 'roomCount', fieldLabel: t('housing.rooms'), fieldType: 'text', sort: 5, fieldOption: { modes: ['view'] } },
    { fieldName: 'capacity', fieldLabel: t('housing.beds'), fieldType: 'text', sort: 6, fieldOption: { modes: ['view'] } },
    { fieldName: 'occupancy', fieldLabel: t('housing.occupied'), fieldType: 'text', sort: 7, fieldOption: { modes: ['view'] } },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', sort: 8, fieldOption: { hideInTable: true, maxLength: 500 } },
  ]);
  return (
    <CrudPage
      title={t('housing.buildingList')}
      resource={resource}
      fields={fields}
      permissionPrefix={HOUSING_PERMISSIONS.building.menu}
      toolbar={(context) => (
        <ImportButton
          permission={HOUSING_PERMISSIONS.building.import}
          uploadUrl={`${BASE}/blkExcel2`}
          templateUrl={`${BASE}/blkExcel`}
          templateName="building-import-template.xlsx"
          onImported={context.reload}
        />
      )}
    />
  );
}

import { CARD_TEMPLATE_PERMISSIONS } from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { cardTemplateResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

/** ID badge templates of staff and workers (card settings of a staff name one). */
export default function CardTemplatePage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'templateName',
      fieldLabel: t('admin.cardTemplates.name'),
      fieldType: 'input',
      required: 1,
      search: 1,
      sort: 1,
      fieldOption: { maxLength: 100, width: 220 },
    },
    {
      fieldName: 'templateCode',
      fieldLabel: t('admin.cardTemplates.code'),
      fieldType: 'input',
      required: 1,
      sort: 2,
      fieldOption: { maxLength: 50, width: 160 },
    },
    {
      fieldName: 'cardType',
      fieldLabel: t('admin.cardTemplates.cardType'),
      fieldType: 'select',
      required: 1,
      search: 1,
      sort: 3,
      defaultValue: 1,
      fieldOption: {
        width: 130,
        options: [1, 2].map((value) => ({ value, label: t(`admin.cardTemplates.cardTypes.${value}`) })),
        display: (row) => (
          <Tag color={Number(row.cardType) === 2 ? 'orange' : 'blue'}>{t(`admin.cardTemplates.cardTypes.${Number(row.cardType) === 2 ? 2 : 1}`)}</Tag>
        ),
      },
    },
    {
      fieldName: 'background',
      fieldLabel: t('admin.cardTemplates.background'),
      fieldType: 'input',
      sort: 4,
      fieldOption: { maxLength: 500, hideInTable: true },
    },
    { fieldName: 'content', fieldLabel: t('admin.cardTemplates.content'), fieldType: 'textarea', sort: 5, fieldOption: { maxLength: 4000, hideInTable: true } },
    { fieldName: 'sort', fieldLabel: t('admin.cardTemplates.sort'), fieldType: 'number', sort: 6, fieldOption: { numberMin: 0, numberMax: 100000, width: 90 } },
  ]);
  return <CrudPage title={t('admin.cardTemplates.title')} resource={resource} fields={fields} permissionPrefix={CARD_TEMPLATE_PERMISSIONS.menu} />;
}

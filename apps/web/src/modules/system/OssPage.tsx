import { OssStatus, ResourcePermissions } from '@hr/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { enableOss, ossResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { remarkField, runRowCommand } from './common';

const CATEGORIES = ['minio', 'qiniu', 'ali', 'tencent'];

export default function OssPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    {
      fieldName: 'category',
      fieldLabel: t('system.category'),
      fieldType: 'select',
      required: 1,
      search: 1,
      sort: 1,
      fieldOption: { options: CATEGORIES.map((c) => ({ label: c, value: c })) },
    },
    { fieldName: 'ossCode', fieldLabel: t('system.ossCode'), fieldType: 'input', required: 1, search: 1, sort: 2 },
    { fieldName: 'endpoint', fieldLabel: t('system.endpoint'), fieldType: 'input', required: 1, sort: 3, fieldOption: { rules: 'url' } },
    { fieldName: 'accessKey', fieldLabel: t('system.accessKey'), fieldType: 'input', required: 1, sort: 4, fieldOption: { hideInTable: true } },
    { fieldName: 'secretKey', fieldLabel: t('system.secretKey'), fieldType: 'password', required: 1, sort: 5, fieldOption: { modes: ['add', 'edit'] } },
    { fieldName: 'bucketName', fieldLabel: t('system.bucketName'), fieldType: 'input', required: 1, sort: 6 },
    {
      fieldName: 'status',
      fieldLabel: t('system.status'),
      fieldType: 'select',
      sort: 7,
      defaultValue: OssStatus.NOT_IN_USE,
      fieldOption: {
        options: [
          { label: t('system.disabled'), value: OssStatus.NOT_IN_USE },
          { label: t('system.enabled'), value: OssStatus.IN_USE },
        ],
        modes: ['view'],
      },
    },
    remarkField(),
  ]);
  return (
    <CrudPage
      title={t('system.oss')}
      resource={resource}
      fields={fields}
      permissionPrefix={ResourcePermissions.oss.menu}
      rowActions={(row, { reload }) =>
        Number(row.status) !== OssStatus.IN_USE && (
          <Button type="link" size="small" onClick={() => runRowCommand(enableOss(row.id), reload)}>
            {t('system.enabled')}
          </Button>
        )
      }
    />
  );
}

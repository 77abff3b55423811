import { ResourcePermissions } from '@hr/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../shared/crud/CrudPage';
import { attachmentResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** 1536 -> "1.5 KB": sizes as a reader wants them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** Uploaded files of the tenant: who uploaded what and when; each downloads through its signed link. */
export default function AttachmentPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'originalName', fieldLabel: t('admin.attachments.name'), fieldType: 'input', search: 1, sort: 1, fieldOption: { width: 260 } },
    {
      fieldName: 'attachSize',
      fieldLabel: t('admin.attachments.size'),
      fieldType: 'text',
      sort: 2,
      fieldOption: { width: 100, display: (row) => formatBytes(Number(row.attachSize ?? 0)) },
    },
    { fieldName: 'contentType', fieldLabel: t('admin.attachments.type'), fieldType: 'text', sort: 3, fieldOption: { width: 180 } },
    { fieldName: 'extension', fieldLabel: t('admin.attachments.extension'), fieldType: 'input', search: 1, sort: 4, fieldOption: { hideInTable: true } },
    { fieldName: 'createUserName', fieldLabel: t('admin.attachments.owner'), fieldType: 'text', sort: 5, fieldOption: { width: 140 } },
    { fieldName: 'createTime', fieldLabel: t('admin.attachments.createTime'), fieldType: 'text', sort: 6, fieldOption: { width: 170 } },
    { fieldName: 'storage', fieldLabel: t('admin.attachments.storage'), fieldType: 'text', sort: 7, fieldOption: { hideInTable: true } },
  ]);
  return (
    <CrudPage
      title={t('admin.attachments.title')}
      resource={resource}
      fields={fields}
      permissionPrefix={ResourcePermissions.attach.menu}
      buttons={{ add: false, edit: false }}
      rowActions={(row) =>
        typeof row.link === 'string' && (
          <Button type="link" size="small" href={row.link} download={String(row.originalName ?? '')}>
            {t('admin.attachments.download')}
          </Button>
        )
      }
    />
  );
}

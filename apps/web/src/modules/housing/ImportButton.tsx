import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../shared/crud/ImportDialog';
import { hasPermission } from '../../shared/crud/buttons';
import { useSession } from '../../app/session/session';

/** The import button of a housing list: template download, upload, per-row error report (THE ImportDialog). */
export function ImportButton({
  permission,
  uploadUrl,
  templateUrl,
  templateName,
  onImported,
}: {
  permission: string;
  uploadUrl: string;
  templateUrl: string;
  templateName: string;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [open, setOpen] = useState(false);
  if (!hasPermission(permission, permissions)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('people.import')}</Button>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        uploadUrl={uploadUrl}
        templateUrl={templateUrl}
        templateName={templateName}
        onImported={onImported}
      />
    </>
  );
}

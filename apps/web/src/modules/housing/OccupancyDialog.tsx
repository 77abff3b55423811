import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';
import { notify } from '../../app/notify';
import { freeRoomField, saveWorker } from './api';
import { PermitMoveWarning } from '../compliance/PermitFlag';
import { companyToday } from '../../app/clock';

export type OccupancyAction = 'assign' | 'move' | 'checkOut';

// the company's today, not the browser's (nor UTC's)
const today = () => companyToday();
const split = (v: unknown) =>
  Array.isArray(v)
    ? v.map(String)
    : String(v ?? '')
        .split(',')
        .filter(Boolean);

/**
 * Assign workers (chosen with the worker selector) to a room, move one to another room, or check one
 * out; the server refuses more workers than free beds (409 with the room's free beds).
 */
export function OccupancyDialog({
  action,
  workerIds,
  workerName,
  onClose,
  onDone,
}: {
  action?: OccupancyAction;
  workerIds?: string[];
  workerName?: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const preset = Boolean(workerIds?.length);
  const all = useFieldDefinitions((t) => [
    { fieldName: 'workerIds', fieldLabel: t('housing.workers'), fieldType: 'worker', required: 1, span: 24, sort: 1, fieldOption: { multiple: true } },
    freeRoomField(t('housing.room')),
    { fieldName: 'date', fieldLabel: t('housing.date'), fieldType: 'date', required: 1, span: 12, sort: 3 },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', span: 24, sort: 4, fieldOption: { maxLength: 500 } },
  ]);
  const fields = all.filter((f) => (f.fieldName === 'workerIds' ? !preset : f.fieldName === 'roomId' ? action !== 'checkOut' : true));
  const title = action === 'checkOut' ? t('housing.checkOut') : action === 'move' ? t('housing.move') : t('housing.assign');
  const submit = async (values: Record<string, unknown>) => {
    await saveWorker({
      action: action === 'checkOut' ? 'checkOut' : 'assign',
      roomId: values.roomId as string | undefined,
      workerIds: preset ? workerIds! : split(values.workerIds),
      date: values.date as string,
      remark: (values.remark as string) || undefined,
    });
    notify.success(t('prompt.success'));
    onDone();
    onClose();
  };
  return (
    <Modal open={Boolean(action)} title={workerName ? `${title}: ${workerName}` : title} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {action && action !== 'checkOut' && preset && <PermitMoveWarning workerIds={workerIds!} />}
      {action && <FormRenderer fields={fields} mode="add" initialValues={{ date: today() }} onSubmit={submit} onCancel={onClose} />}
    </Modal>
  );
}

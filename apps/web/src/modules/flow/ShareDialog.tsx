import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { StaffSelector } from '../../shared/selectors/StaffSelector';
import { notify } from '../../app/notify';
import { flowApi } from './api';

/** "Share": a required multi-select of staff recipients, saved with forwardprocess/saveList. */
export function ShareDialog({ processId, open, onClose }: { processId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ recipientIds: string }>();
  const submit = async () => {
    const { recipientIds } = await form.validateFields();
    await flowApi.share(processId, recipientIds);
    notify.success(t('prompt.success'));
    form.resetFields();
    onClose();
  };
  return (
    <Modal title={t('flow.share')} open={open} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="recipientIds" label={t('flow.recipients')} rules={[{ required: true, message: t('rules.required', { field: t('flow.recipients') }) }]}>
          <StaffSelector multiple />
        </Form.Item>
      </Form>
    </Modal>
  );
}

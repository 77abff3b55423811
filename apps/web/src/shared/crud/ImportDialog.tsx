import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Progress, Space, Table, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../app/http/client';
import { notify } from '../../app/notify';

export interface RowError {
  row: number;
  column?: string;
  reason: string;
}

/** The per-row errors of a refused import (400 with data.errors), or undefined for other failures. */
export function importErrorsOf(error: unknown): RowError[] | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = (error.body as { data?: { errors?: RowError[] } } | undefined)?.data;
  return Array.isArray(data?.errors) ? data.errors : undefined;
}

export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Multipart upload URL (field `file`). */
  uploadUrl: string;
  templateUrl: string;
  templateName: string;
  onImported: () => void;
}

/**
 * The progress of an upload whose server answers once, after checking every row (fetch reports no
 * upload progress): it creeps toward 90% while the call runs; the answer completes or fails it.
 */
function useCreepingPercent(running: boolean): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (!running) return;
    setPercent(5);
    const timer = setInterval(() => setPercent((p) => Math.min(90, p + Math.max(1, Math.round((90 - p) / 8)))), 300);
    return () => clearInterval(timer);
  }, [running]);
  return percent;
}

/** Import with template download; a refused file shows its row/column/reason report and imports nothing. */
export function ImportDialog({ open, onClose, uploadUrl, templateUrl, templateName, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<RowError[]>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const percent = useCreepingPercent(busy);

  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    setErrors(undefined);
    setMessage(undefined);
    try {
      await http.post(uploadUrl, body, { quiet: true });
      notify.success(t('prompt.success'));
      onImported();
      onClose();
    } catch (error) {
      setErrors(importErrorsOf(error));
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('people.import')} open={open} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Button
          onClick={() =>
            void http.blob(templateUrl).then(
              (blob) => saveBlob(blob, templateName),
              () => undefined,
            )
          }
        >
          {t('people.downloadTemplate')}
        </Button>
        <Upload accept=".xlsx" showUploadList={false} customRequest={({ file }) => void upload(file as File)}>
          <Button type="primary" loading={busy}>
            {t('people.chooseFile')}
          </Button>
        </Upload>
      </Space>
      {(busy || errors) && (
        <div data-testid="import-progress" style={{ marginBottom: 12 }}>
          <Progress percent={busy ? percent : 100} status={busy ? 'active' : 'exception'} />
          <span>{busy ? t('people.importChecking') : t('people.importRefused', { count: errors?.length ?? 0 })}</span>
        </div>
      )}
      {message && <Alert type="error" showIcon title={message} style={{ marginBottom: 12 }} />}
      {errors && (
        <Table<RowError>
          data-testid="import-errors"
          size="small"
          rowKey={(e) => `${e.row}-${e.column ?? ''}-${e.reason}`}
          dataSource={errors}
          pagination={{ pageSize: 10 }}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('people.row'), width: 80 },
            { key: 'column', dataIndex: 'column', title: t('people.column'), width: 160 },
            { key: 'reason', dataIndex: 'reason', title: t('people.reason') },
          ]}
        />
      )}
    </Modal>
  );
}

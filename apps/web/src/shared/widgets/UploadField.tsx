import { useId, useRef, useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadFile, uploadLimit, useReportUpload, type Attachment } from './upload';

export interface UploadFieldProps {
  value?: Attachment[] | Attachment | null;
  onChange?: (value: Attachment[] | Attachment | null) => void;
  single?: boolean;
  limit?: number;
  accept?: string;
  disabled?: boolean;
  /** Where files go (default: the signed-in upload call); public pages pass their own. */
  uploader?: (file: File) => Promise<Attachment>;
}

function asList(value: UploadFieldProps['value']): Attachment[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/** Files uploaded one by one as they are chosen; the value is the attachment list (or one attachment). */
export function UploadField({ value, onChange, single, limit, accept, disabled, uploader = uploadFile }: UploadFieldProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const tracker = useReportUpload(useId(), uploading.length > 0);
  const max = limit ?? uploadLimit({ single }, tracker.defaultLimit);
  const attachments = asList(value);
  // several files may finish in any order; each completion appends to the latest list, not a stale one
  const latest = useRef(attachments);
  latest.current = attachments;

  const emit = (next: Attachment[]) => {
    latest.current = next;
    onChange?.(single ? (next[0] ?? null) : next);
  };

  const fileList: UploadFile[] = [...attachments.map((a) => ({ uid: a.attachId, name: a.originalName, status: 'done' as const, url: a.link })), ...uploading];

  return (
    <Upload
      accept={accept}
      disabled={disabled}
      fileList={fileList}
      maxCount={single ? 1 : undefined}
      beforeUpload={() => (single || attachments.length + uploading.length < max ? true : Upload.LIST_IGNORE)}
      customRequest={({ file }) => {
        const entry: UploadFile = { uid: (file as File & { uid: string }).uid, name: (file as File).name, status: 'uploading' };
        setUploading((list) => [...list, entry]);
        uploader(file as File)
          .then((attachment) => emit(single ? [attachment] : [...latest.current, attachment]))
          // upload failure only stops the loading state (seed 001 section 8)
          .catch(() => undefined)
          .finally(() => setUploading((list) => list.filter((f) => f.uid !== entry.uid)));
      }}
      onRemove={(file) => emit(attachments.filter((a) => a.attachId !== file.uid))}
    >
      {!disabled && fileList.length < max && <Button>{t('upload.select')}</Button>}
      {!disabled && <div style={{ fontSize: 12, opacity: 0.65 }}>{t('upload.limit', { limit: max })}</div>}
    </Upload>
  );
}

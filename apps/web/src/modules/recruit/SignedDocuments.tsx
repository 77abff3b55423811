import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_STATUS as STATUS } from '@hr/contracts';
import { notify } from '../../app/notify';
import { signingApi, type InterviewDetail, type SignedDocument } from './api';
import { displayDateTime } from '../../shared/fields/values';
import { SignaturePad } from './SignaturePad';

/** One signed document with its evidence: who, when, from where, the file's SHA-256, the signature and the kept PDF. */
export function Evidence({ s }: { s: SignedDocument }) {
  const { t } = useTranslation();
  const notRecorded = <Typography.Text type="secondary">{t('documents.notRecorded')}</Typography.Text>;
  return (
    <Card
      size="small"
      title={t(`documents.kinds.${s.kind}`, { defaultValue: s.kind })}
      data-testid={`signed-${s.kind}`}
      extra={
        s.fileLink && (
          <a href={s.fileLink} target="_blank" rel="noreferrer" data-testid={`signed-${s.kind}-file`}>
            {t('documents.openFile')}
          </a>
        )
      }
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('documents.signer')}>{s.signerName}</Descriptions.Item>
        <Descriptions.Item label={t('documents.signedTime')}>{displayDateTime(s.signedTime)}</Descriptions.Item>
        <Descriptions.Item label={t('documents.address')}>{s.address || notRecorded}</Descriptions.Item>
        <Descriptions.Item label={t('documents.userAgent')}>
          {s.userAgent ? <Typography.Text style={{ fontSize: 12 }}>{s.userAgent}</Typography.Text> : notRecorded}
        </Descriptions.Item>
        <Descriptions.Item label={t('documents.sha256')}>
          <Typography.Text code copyable style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {s.sha256}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('documents.signature')}>
          <img src={s.signature} alt={t('documents.signature')} style={{ maxWidth: 200, maxHeight: 120, background: '#fff', border: '1px solid #eee' }} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** HR's countersignature of the letter the candidate signed (the contract step). */
function Countersign({ d, onDone }: { d: InterviewDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [signature, setSignature] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    if (!signature) {
      notify.danger(t('documents.signatureMissing'));
      return;
    }
    setBusy(true);
    try {
      await signingApi.countersign(d.id, signature);
      notify.success(t('prompt.success'));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('documents.countersignTitle')} data-testid="countersign">
      <Space direction="vertical">
        <SignaturePad onChange={setSignature} hint={t('documents.countersignHint')} />
        <Button type="primary" loading={busy} data-testid="countersign-submit" onClick={() => void go()}>
          {t('documents.countersign')}
        </Button>
      </Space>
    </Card>
  );
}

/**
 * The signed documents of an interview (steps 4 to 6): each kept PDF with its evidence; in the contract
 * step, HR countersigns once the candidate has signed the letter of appointment.
 */
export function SignedDocuments({ d, countersign }: { d: InterviewDetail; countersign?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['recruit', 'signatures', d.id, d.version], queryFn: () => signingApi.signatures(d.id) });
  const rows = list.data ?? [];
  const candidateSigned = rows.some((r) => r.kind === 'contract');
  const countersigned = rows.some((r) => r.kind === 'countersign');
  const reload = () => void client.invalidateQueries({ queryKey: ['recruit'] });
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="signed-documents">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('documents.signatures')}
      </Typography.Title>
      {list.isSuccess && !rows.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.noSignatures')} />}
      {rows.map((s) => (
        <Evidence key={s.kind} s={s} />
      ))}
      {countersign && d.closed === 0 && d.status >= STATUS.CONTRACT_SIGNED && candidateSigned && !countersigned && <Countersign d={d} onDone={reload} />}
    </Space>
  );
}

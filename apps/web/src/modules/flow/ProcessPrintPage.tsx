import { useEffect } from 'react';
import { Form, Spin } from 'antd';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../app/queryClient';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { flowApi } from './api';
import { ProcessForm } from './ProcessForm';
import { buildTimeline } from './timeline';
import { displayDateTime } from '../../shared/fields/values';

/** A clean printable page of one request (outside the shell, so it brings the query cache itself). */
export default function ProcessPrintPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <PrintableRequest />
    </QueryClientProvider>
  );
}

function PrintableRequest() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [params] = useSearchParams();
  const processId = params.get('processId') ?? '';
  const detail = useQuery({ queryKey: ['flow', 'detail', processId], enabled: Boolean(processId), queryFn: () => flowApi.detail(processId) });
  const formId = detail.data?.formId;
  const fields = useQuery({ queryKey: ['flow', 'fields', formId], enabled: Boolean(formId), queryFn: () => flowApi.fields(String(formId)) });
  const history = useQuery({ queryKey: ['flow', 'history', processId], enabled: Boolean(processId), queryFn: () => flowApi.history(processId) });
  const ready = Boolean(detail.data && fields.data && history.data);
  useEffect(() => {
    if (ready && !navigator.webdriver) setTimeout(() => window.print(), 300);
  }, [ready]);
  if (!ready) return <Spin />;
  const d = detail.data!;
  const timeline = buildTimeline(history.data!, {
    create: t('flow.oaCreate'),
    end: t('flow.oaEnd'),
    forWhom: (delegate, original) => t('delegation.forWhom', { delegate, original }),
  });
  return (
    <div className="process-print" style={{ padding: 24, background: '#fff', color: '#000', maxWidth: 900, margin: '0 auto' }}>
      <h1 data-testid="print-title">{d.formName}</h1>
      <p>
        {t('flow.processId')}: <span data-testid="print-request-no">{d.requestNo ?? t('requests.noNumberYet')}</span> · {t('flow.initiator')}:{' '}
        {String(d.initiatorName ?? '')} · {t('flow.createTime')}: {displayDateTime(d.createTime)}
      </p>
      {/* the detail page's renderer in view mode: names for ids, labels for codes, hidden fields left out */}
      <div data-testid="print-form">
        <ProcessForm form={form} fields={fields.data!} mode="view" initialValues={d.map} />
      </div>
      <h2 style={{ marginTop: 24 }}>{t('flow.history')}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="print-history">
        <tbody>
          {timeline.map((item, i) => (
            <tr key={i} style={{ borderBottom: '1px solid #ccc' }}>
              <td style={{ padding: 4 }}>{item.title}</td>
              <td style={{ padding: 4 }}>{item.assigneeName}</td>
              <td style={{ padding: 4 }}>{item.comment}</td>
              <td style={{ padding: 4 }}>{displayDateTime(item.endTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useEffect } from 'react';
import { Descriptions, Spin } from 'antd';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryClient } from '../../app/queryClient';
import { ratingsOf, recruitApi } from './api';
import { displayDateTime } from '../../shared/fields/values';

/** /interviewPrint?key=<interview id>: the evaluation on a clean page, printed once loaded (new tab). */
export default function InterviewPrintPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <PrintableEvaluation />
    </QueryClientProvider>
  );
}

function PrintableEvaluation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const detail = useQuery({ queryKey: ['recruit', 'interview', key], enabled: Boolean(key), queryFn: () => recruitApi.detail(key) });
  const d = detail.data;
  useEffect(() => {
    if (d && !navigator.webdriver) setTimeout(() => window.print(), 300);
  }, [d]);
  if (!d) return <Spin />;
  const result = (r: number | null) => (r === 1 ? t('recruit.resultPass') : r === 0 ? t('recruit.resultFail') : r === 2 ? t('recruit.resultHold') : '');
  return (
    <main style={{ padding: 24, maxWidth: 900, margin: '0 auto' }} data-testid="interview-print">
      <h2>
        {t('recruit.evaluation')}: {d.name}
      </h2>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('recruit.jobName')}>{d.jobName}</Descriptions.Item>
        <Descriptions.Item label={t('recruit.interviewDate')}>
          {d.interviewDate ? d.interviewDate.slice(0, 10).split('-').reverse().join('/') : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('recruit.result')}>{result(d.result)}</Descriptions.Item>
        <Descriptions.Item label={t('recruit.evaluation')}>{d.evaluation}</Descriptions.Item>
        <Descriptions.Item label={t('recruit.evaluator')}>
          {d.evaluatorName} {displayDateTime(d.evaluationTime)}
        </Descriptions.Item>
        <Descriptions.Item label={t('recruit.hodDecision')}>{d.hodName ? `${d.hodName}: ${result(d.hodResult)} ${d.hodComment ?? ''}` : ''}</Descriptions.Item>
        {ratingsOf(d.feedbackScore).map((r, i) => (
          <Descriptions.Item key={i} label={t(`recruit.ratingQuestions.${i}`)}>
            {t(`recruit.ratings.${r}`)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </main>
  );
}

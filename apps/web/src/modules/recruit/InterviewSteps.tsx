import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_STEPS, interviewStepGates } from '@hr/contracts';
import { currentStep, stepState, type InterviewDetail } from './api';

/**
 * The eight-step navigation of an interview: state finish / process / wait from the current step;
 * a step opens only when its data exists, otherwise the click does nothing.
 */
export function InterviewSteps({ d, shown, onPick }: { d: Pick<InterviewDetail, 'status' | 'entryProcessId'>; shown: number; onPick: (step: number) => void }) {
  const { t } = useTranslation();
  const gates = interviewStepGates(d);
  const current = currentStep(gates);
  return (
    <Steps
      size="small"
      current={shown}
      onChange={(i) => {
        if (gates[i]) onPick(i);
      }}
      items={INTERVIEW_STEPS.map((key, i) => ({ title: t(`recruit.steps.${key}`), status: stepState(i, current), disabled: !gates[i] }))}
      style={{ marginBottom: 24 }}
      data-testid="interview-steps"
    />
  );
}

import { useMemo } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '../../shared/fields/definition';
import { FormRenderer } from '../../shared/form/FormRenderer';
import { notify } from '../../app/notify';
import { CONTRACT_TEMPLATES, contractRequiredFields } from '@hr/contracts';
import { contractDateError, contractFromForm, contractToForm, contractVisible, recruitApi } from './api';

const DATES = ['entryDate', 'contractCommenceDate', 'contractEndDate', 'contractExpireDate'];
const NUMBERS = [
  'employmentDuration',
  'basicSalary',
  'allowance1',
  'allowance2',
  'allowance3',
  'deduction1',
  'deduction2',
  'deduction3',
  'annualDays',
  'trial1',
  'trial2',
];
const ORDER = [
  'contractTemplate',
  'name',
  'email',
  'mobile',
  'company',
  'nric',
  'singaporeNo',
  'chinaNo',
  'idNo',
  'residenceCountry',
  'address1',
  'address2',
  'jobName',
  'entryDate',
  'contractCommenceDate',
  'employmentDuration',
  'contractEndDate',
  'contractExpireDate',
  'basicSalary',
  'allowance1',
  'allowance2',
  'allowance3',
  'deduction1',
  'deduction2',
  'deduction3',
  'category',
  'annualDays',
  'trial1',
  'trial2',
  'notice',
];

/**
 * The edit-contract form (letter of appointment) with Save and Cancel: the template decides which
 * fields show and which are required; commence after end date is refused with the spec's message.
 */
export function ContractForm({
  interviewId,
  initial,
  onSaved,
  onCancel,
}: {
  interviewId: string;
  initial: Record<string, unknown>;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const template = Form.useWatch('contractTemplate', form) as string | undefined;
  const start = useMemo(() => contractToForm(initial), [initial]);
  const current = template ?? (start.contractTemplate as string | undefined);
  const fields = useMemo<FieldDefinition[]>(() => {
    const required = contractRequiredFields(current);
    const label = (name: string) => (['name', 'email', 'mobile', 'nric', 'jobName'].includes(name) ? t(`recruit.${name}`) : t(`recruit.contract.${name}`));
    return ORDER.filter((name) => contractVisible(current, name)).map((name): FieldDefinition => {
      const base = { fieldName: name, fieldLabel: label(name), required: required.includes(name) ? 1 : 0, span: 12 } as const;
      if (name === 'contractTemplate')
        return {
          ...base,
          fieldType: 'select',
          fieldOption: { options: CONTRACT_TEMPLATES.map((v) => ({ value: v, label: t(`recruit.contract.templates.${v}`) })) },
        };
      if (name === 'category') return { ...base, fieldType: 'select', fieldOption: { options: ['I', 'II', 'III', 'IV'].map((v) => ({ value: v, label: v })) } };
      if (name === 'email') return { ...base, fieldType: 'input', fieldOption: { rules: 'email' } };
      if (name === 'contractCommenceDate') {
        return {
          ...base,
          fieldType: 'date',
          fieldOption: {
            validate: async (value, values) => {
              const e = contractDateError(value, values.contractEndDate);
              if (e) throw new Error(e);
            },
          },
        };
      }
      if (DATES.includes(name)) return { ...base, fieldType: 'date' };
      if (NUMBERS.includes(name)) return { ...base, fieldType: 'number', fieldOption: { numberMin: 0 } };
      return { ...base, fieldType: 'input' };
    });
  }, [current, t]);
  return (
    <div data-testid="contract-form">
      <FormRenderer
        form={form}
        fields={fields}
        mode="edit"
        initialValues={start}
        submitText={t('common.save')}
        onCancel={onCancel}
        onSubmit={async (values) => {
          const dateError = contractDateError(values.contractCommenceDate, values.contractEndDate);
          if (dateError) {
            notify.danger(dateError);
            return;
          }
          await recruitApi.generateContract(interviewId, contractFromForm(values));
          notify.success(t('prompt.success'));
          onSaved();
        }}
      />
    </div>
  );
}

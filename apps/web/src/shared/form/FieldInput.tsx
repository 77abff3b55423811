import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Slider, Switch, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Field, ChoiceOption } from '../fields/definition';
import {
  DATE_VALUE,
  DATETIME_VALUE,
  displayDateTime,
  MONTH_VALUE,
  TEXTAREA_MAX,
  TEXTAREA_ROWS,
  TIME_VALUE,
  YEAR_VALUE,
  formatValue,
  isOutsideRange,
  normalizeDateTime,
  normalizeNumberInput,
  parseValue,
  typedDatePatterns,
} from '../fields/values';
import { useDictionary } from '../dictionary';
import { MonthPicker } from '../widgets/MonthPicker';
import { UploadField } from '../widgets/UploadField';
import { RichTextEditor } from '../widgets/RichTextEditor';
import { EntitySelector } from '../widgets/EntitySelector';
import { TreeSelectField, useTreeData } from '../widgets/TreeWidgets';
import { EditableTable } from './EditableTable';
import { StaffSelector } from '../selectors/StaffSelector';
import { WorkerSelector } from '../selectors/WorkerSelector';
import { TeamSelector } from '../selectors/TeamSelector';
import { useCompanyToday } from '../../app/clock';

export interface FieldInputProps {
  field: Field;
  /** Set by Form.Item so the label points at the control. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** Choices of a field: its own options, else its dictionary. */
function useChoices(field: Field): ChoiceOption[] {
  const fromDictionary = useDictionary(field.option.options ? undefined : field.dictCode, field.option.dictType);
  return field.option.options ?? fromDictionary;
}

function TreeInput({ field, value, onChange, disabled, id }: FieldInputProps) {
  const { treeUrl, treeParams, labelKey, valueKey, multiple, dataType } = field.option;
  const data = useTreeData(treeUrl, treeParams, labelKey, valueKey);
  const asText = multiple && dataType === 'string';
  return (
    <TreeSelectField
      id={id}
      treeData={data}
      value={asText ? choiceList(value).map(String) : (value as string)}
      onChange={(next) => onChange?.(asText && Array.isArray(next) ? next.join(',') : next)}
      multiple={multiple}
      disabled={disabled}
      placeholder={field.placeholder}
    />
  );
}

/** Multiple choices as an array for the widget, stored as the field's data type. */
export function choiceList(value: unknown): Array<string | number> {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  return String(value).split(',');
}

function ChoiceInput({ field, value: stored, onChange: store, disabled, id }: FieldInputProps) {
  const options = useChoices(field);
  const many = field.fieldType === 'checkbox' || field.option.multiple;
  const asText = many && field.option.dataType === 'string';
  const value = asText ? choiceList(stored) : stored;
  const onChange = (next: unknown) => store?.(asText && Array.isArray(next) ? next.join(',') : next);
  const common = { disabled, options };
  switch (field.fieldType) {
    case 'checkbox':
      return <Checkbox.Group {...common} value={value as Array<string | number>} onChange={onChange} />;
    case 'radio':
      return <Radio.Group {...common} value={value} onChange={(e) => onChange?.(e.target.value)} />;
    default:
      return (
        <Select
          {...common}
          id={id}
          value={value === '' ? undefined : value}
          onChange={onChange}
          mode={field.option.multiple ? 'multiple' : undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={field.placeholder}
          style={{ width: '100%' }}
        />
      );
  }
}

/** Date widgets keep text values in the stored format and show the display format. */
function DateInput({ field, value, onChange, disabled, id }: FieldInputProps) {
  const { minDate, maxDate, disabledStartDate, disabledEndDate } = field.option;
  // `today` (the leave and trip forms' minimum date) is the company clock's, not the browser's
  const today = useCompanyToday();
  const day = (d: string | undefined) => (d === 'today' ? today : d);
  const outside = (date: Dayjs) => isOutsideRange(date, day(disabledStartDate ?? minDate), day(disabledEndDate ?? maxDate));
  const style = { width: '100%' };
  // a day picker (a date field, or a full-day leave's From/To) takes typed dates in every accepted pattern
  const dayPicker = { id, style, format: typedDatePatterns(), disabled, disabledDate: outside, placeholder: field.placeholder };
  switch (field.fieldType) {
    case 'year':
      return (
        <DatePicker
          picker="year"
          style={style}
          disabled={disabled}
          value={parseValue(value, YEAR_VALUE)}
          onChange={(d) => onChange?.(formatValue(d, YEAR_VALUE))}
        />
      );
    case 'month':
      return <MonthPicker value={value as string} onChange={onChange} disabled={disabled} placeholder={field.placeholder} />;
    case 'monthrange': {
      const [from, to] = (value as string[] | undefined) ?? [];
      return (
        <DatePicker.RangePicker
          picker="month"
          style={style}
          disabled={disabled}
          value={[parseValue(from, MONTH_VALUE), parseValue(to, MONTH_VALUE)]}
          onChange={(range) => onChange?.(range ? range.map((d) => formatValue(d, MONTH_VALUE)) : [])}
        />
      );
    }
    case 'daterange': {
      const [from, to] = (value as string[] | undefined) ?? [];
      return (
        <DatePicker.RangePicker
          style={style}
          format={typedDatePatterns()}
          disabled={disabled}
          disabledDate={outside}
          value={[parseValue(from, DATE_VALUE), parseValue(to, DATE_VALUE)]}
          onChange={(range) => onChange?.(range ? range.map((d) => formatValue(d, DATE_VALUE)) : [])}
        />
      );
    }
    case 'datetime': {
      const wholeDay = field.option.wholeDay;
      if (wholeDay)
        return (
          <DatePicker
            {...dayPicker}
            value={parseValue(value, DATETIME_VALUE)}
            onChange={(d) => onChange?.(d ? `${d.format(DATE_VALUE)} ${wholeDay === 'end' ? '23:59:59' : '00:00:00'}` : '')}
          />
        );
      return (
        <DatePicker
          id={id}
          showTime={{ format: 'HH:mm' }}
          // a typed date-time counts when the field is left, with no OK to press
          needConfirm={false}
          format={typedDatePatterns(true)}
          style={style}
          disabled={disabled}
          disabledDate={outside}
          value={parseValue(value, DATETIME_VALUE)}
          onChange={(d) => onChange?.(d ? normalizeDateTime(d.format('YYYY-MM-DD HH:mm')) : '')}
        />
      );
    }
    case 'time':
      return <TimePicker style={style} disabled={disabled} value={parseValue(value, TIME_VALUE)} onChange={(d) => onChange?.(formatValue(d, TIME_VALUE))} />;
    default:
      return <DatePicker {...dayPicker} value={parseValue(value, DATE_VALUE)} onChange={(d) => onChange?.(formatValue(d, DATE_VALUE))} />;
  }
}

/** The widget of one field type. Every form and every editable cell goes through here. */
export function FieldInput(props: FieldInputProps) {
  const { field, value, onChange, disabled, id } = props;
  const option = field.option;
  switch (field.fieldType) {
    case 'year':
    case 'month':
    case 'monthrange':
    case 'date':
    case 'datetime':
    case 'daterange':
    case 'time':
      return <DateInput {...props} />;
    case 'checkbox':
    case 'radio':
    case 'select':
      return <ChoiceInput {...props} />;
    case 'tree':
      return <TreeInput {...props} />;
    case 'switch':
      return (
        <Switch id={id} checked={value === true || value === 1 || value === '1'} disabled={disabled} onChange={(checked) => onChange?.(checked ? 1 : 0)} />
      );
    case 'slider':
      return (
        <Slider
          min={option.numberMin ?? 0}
          max={option.numberMax ?? 100}
          step={option.step ?? 1}
          disabled={disabled}
          value={Number(value ?? 0)}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <InputNumber<string>
          id={id}
          stringMode
          style={{ width: '100%' }}
          disabled={disabled}
          placeholder={field.placeholder}
          precision={option.precision}
          value={value === undefined || value === null ? undefined : String(value)}
          onChange={(next) => onChange?.(next === null || next === '' ? undefined : Number(normalizeNumberInput(String(next), option)))}
          parser={(text) => normalizeNumberInput(text ?? '', { maxLength: option.maxLength })}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          rows={option.rows ?? TEXTAREA_ROWS}
          maxLength={option.maxLength ?? TEXTAREA_MAX}
          showCount
          disabled={disabled}
          placeholder={field.placeholder}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'password':
      return (
        <Input.Password
          id={id}
          disabled={disabled}
          placeholder={field.placeholder}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          autoComplete="new-password"
        />
      );
    case 'upload':
      return (
        <UploadField
          value={value as never}
          onChange={onChange}
          single={option.single}
          limit={option.uploadLimit ?? option.numberMax}
          accept={option.accept}
          disabled={disabled}
          uploader={option.uploader}
        />
      );
    case 'editor':
      return <RichTextEditor value={value as string} onChange={onChange} disabled={disabled} />;
    case 'table':
      return <EditableTable columns={option.columns ?? []} value={(value as Array<Record<string, unknown>>) ?? []} onChange={onChange} disabled={disabled} />;
    case 'title':
      return <Typography.Title level={5}>{field.fieldLabel}</Typography.Title>;
    case 'info':
      return <Typography.Text type="secondary">{String(option.content ?? field.defaultValue ?? '')}</Typography.Text>;
    case 'staff':
      return <StaffSelector value={value as string} onChange={onChange} multiple={option.multiple} disabled={disabled} filing={option.applicant === true} />;
    case 'worker':
      return (
        <WorkerSelector
          value={value as string}
          onChange={onChange}
          multiple={option.multiple}
          disabled={disabled}
          excludeSupervisor={option.excludeSupervisor}
          filing={option.applicant === true}
        />
      );
    case 'team':
      return <TeamSelector id={id} value={value as string} onChange={onChange} multiple={option.multiple} disabled={disabled} />;
    case 'user':
    case 'site':
    case 'assessment':
      return <EntitySelector kind={field.fieldType} value={value as string} onChange={onChange} multiple={option.multiple} disabled={disabled} />;
    case 'text':
      return <Typography.Text>{/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(String(value ?? '')) ? displayDateTime(value) : String(value ?? '')}</Typography.Text>;
    default:
      return (
        <Input
          id={id}
          disabled={disabled}
          placeholder={field.placeholder}
          maxLength={option.maxLength}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
  }
}

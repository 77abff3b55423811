import { DatePicker } from 'antd';
import { formatValue, MONTH_VALUE, parseValue } from '../fields/values';

/** A YYYY-MM value; clearing it emits empty text. */
export function MonthPicker({
  value,
  onChange,
  disabled,
  placeholder,
}: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <DatePicker
      picker="month"
      format={MONTH_VALUE}
      value={parseValue(value, MONTH_VALUE)}
      onChange={(date) => onChange?.(formatValue(date, MONTH_VALUE))}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

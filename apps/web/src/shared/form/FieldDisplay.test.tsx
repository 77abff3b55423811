import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { initI18n } from '../../app/i18n/i18n';
import { AntdProviders } from '../../app/shell/AntdProviders';
import { FieldDisplay } from './FieldDisplay';
import { FlowStatusTag } from '../../modules/flow/FlowStatusTag';
import i18n from 'i18next';

const statusField = {
  fieldName: 'status', fieldLabel: 'Status', fieldType: 'select', dictCode: undefined,
  option: { options: [{ value: 1, label: 'Confirmed' }, { value: 0, label: 'Probation' }], tagColors: { 1: 'green' } },
} as unknown as Parameters<typeof FieldDisplay>[0]['field'];

describe('codes shown as labels', () => {
  it('shows a status with tag colours as a coloured tag with its label, and a value without a colour as plain text', async () => {
    await initI18n();
    const { container } = render(<AntdProviders><FieldDisplay field={statusField} value={1} /></AntdProviders>);
    const tag = screen.getByText('Confirmed');
    expect(tag.className).toMatch(/ant-tag/);
    expect(tag.className).toMatch(/green/);
    expect(container).not.toHaveTextContent('1');
    render(<AntdProviders><FieldDisplay field={statusField} value={0} /></AntdProviders>);
    expect(screen.getByText('Probation').className).not.toMatch(/ant-tag/);
  });

  it('shows a request status as a coloured tag in the reader\'s language', async () => {
    await initI18n();
    render(<AntdProviders><FlowStatusTag status="approved" /></AntdProviders>);
    expect(screen.getByTestId('flow-status')).toHaveTextContent('Approved');
    expect(screen.getByTestId('flow-status').className).toMatch(/success/);
    await i18n.changeLanguage('zh');
    render(<AntdProviders><FlowStatusTag status="running" /></AntdProviders>);
    expect(screen.getAllByTestId('flow-status')[1].textContent).not.toBe('running');
    await i18n.changeLanguage('en');
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { initI18n } from '../../app/i18n/i18n';
import { AntdProviders } from '../../app/shell/AntdProviders';
import { FieldDisplay } from './FieldDisplay';
import { FlowStatusTag } from '../../modules/flow/FlowStatusTag';
import i18n from 'i18next';
import { configureHttp } from '../../app/http/client';
import { renderInApp } from '../../test-utils/render';

const statusField = {
  fieldName: 'status',
  fieldLabel: 'Status',
  fieldType: 'select',
  dictCode: undefined,
  option: {
    options: [
      { value: 1, label: 'Confirmed' },
      { value: 0, label: 'Probation' },
    ],
    tagColors: { 1: 'green' },
  },
} as unknown as Parameters<typeof FieldDisplay>[0]['field'];

describe('codes shown as labels', () => {
  it('shows a status with tag colours as a coloured tag with its label, and a value without a colour as plain text', async () => {
    await initI18n();
    const { container } = render(
      <AntdProviders>
        <FieldDisplay field={statusField} value={1} />
      </AntdProviders>,
    );
    const tag = screen.getByText('Confirmed');
    expect(tag.className).toMatch(/ant-tag/);
    expect(tag.className).toMatch(/green/);
    expect(container).not.toHaveTextContent('1');
    render(
      <AntdProviders>
        <FieldDisplay field={statusField} value={0} />
      </AntdProviders>,
    );
    expect(screen.getByText('Probation').className).not.toMatch(/ant-tag/);
  });

  it("shows a request status as a coloured tag in the reader's language", async () => {
    await initI18n();
    render(
      <AntdProviders>
        <FlowStatusTag status="approved" />
      </AntdProviders>,
    );
    expect(screen.getByTestId('flow-status')).toHaveTextContent('Approved');
    expect(screen.getByTestId('flow-status').className).toMatch(/success/);
    await i18n.changeLanguage('zh');
    render(
      <AntdProviders>
        <FlowStatusTag status="running" />
      </AntdProviders>,
    );
    expect(screen.getAllByTestId('flow-status')[1].textContent).not.toBe('running');
    await i18n.changeLanguage('en');
  });
});

describe('tree values', () => {
  it('shows the names of the chosen nodes, never their ids', async () => {
    configureHttp({
      fetch: async () =>
        new Response(
          JSON.stringify({ code: 200, success: true, msg: '', data: [{ id: '10', title: 'Company', children: [{ id: '11', title: 'Finance' }] }] }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    });
    const deptField = { fieldName: 'deptId', fieldLabel: 'Department', fieldType: 'tree', option: { treeUrl: '/api/test/tree' } } as unknown as Parameters<
      typeof FieldDisplay
    >[0]['field'];
    const { container } = await renderInApp(<FieldDisplay field={deptField} value="11" />);
    expect(await screen.findByText('Finance')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('11');
  });
});

describe('date-times sent as text', () => {
  it('reads a text column holding a date-time as the date-time display, other text as it is', async () => {
    await initI18n();
    const field = { fieldName: 'createTime', fieldLabel: 'Created', fieldType: 'text', option: {} } as unknown as Parameters<typeof FieldDisplay>[0]['field'];
    const one = render(
      <AntdProviders>
        <span data-testid="a">
          <FieldDisplay field={field} value="2026-12-02 08:53:27" />
        </span>
        <span data-testid="b">
          <FieldDisplay field={field} value="W00002 2026-12-02" />
        </span>
      </AntdProviders>,
    );
    expect(one.getByTestId('a').textContent).toBe('02 Dec 2026 08:53');
    expect(one.getByTestId('b').textContent).toBe('W00002 2026-12-02');
  });
});

describe('whole days', () => {
  it("reads a full-day leave's date-time as its date", async () => {
    await initI18n();
    const field = { fieldName: 'leaveStartTime', fieldLabel: 'From', fieldType: 'datetime', option: { wholeDay: 'start' } } as unknown as Parameters<
      typeof FieldDisplay
    >[0]['field'];
    const view = render(
      <AntdProviders>
        <span data-testid="day">
          <FieldDisplay field={field} value="2026-12-10 08:00:00" />
        </span>
      </AntdProviders>,
    );
    expect(view.getByTestId('day').textContent).toBe('10 Dec 2026');
  });
});

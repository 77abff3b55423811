import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CrudPage } from './CrudPage';
import type { CrudResource } from './resource';
import type { Page } from '../../app/http/client';
import type { FieldDefinition } from '../fields/definition';
import { renderInApp } from '../../test-utils/render';
import { updateSession } from '../../app/session/session';

type Row = Record<string, unknown>;

// Text queries rather than role queries: computing accessible names over antd's DOM is very slow in jsdom.
function button(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const label = within(container)
    .getAllByText(text)
    .find((el) => el.closest('button'));
  if (!label) throw new Error(`no button "${text}"`);
  return label.closest('button')!;
}

function fakeResource(count: number) {
  let rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), paramName: `Param ${i + 1}`, paramKey: `key.${i + 1}` }));
  const resource: CrudResource<Row> & { saved: Row[]; removed: string[][] } = {
    key: '/api/test',
    saved: [],
    removed: [],
    list: async ({ current = 1, size = 10 }) => ({
      records: rows.slice((Number(current) - 1) * Number(size), Number(current) * Number(size)),
      total: rows.length,
      size: Number(size),
      current: Number(current),
      pages: Math.ceil(rows.length / Number(size)),
    }),
    save: async (row) => {
      resource.saved.push(row);
      rows = [...rows, { ...row, id: String(rows.length + 1) }];
    },
    update: async () => undefined,
    remove: async (ids) => {
      resource.removed.push(ids);
      rows = rows.filter((r) => !ids.includes(String(r.id)));
    },
  };
  return resource;
}

const fields: FieldDefinition[] = [
  { fieldName: 'paramName', fieldLabel: 'Parameter name', fieldType: 'input', required: 1, search: 1 },
  { fieldName: 'paramKey', fieldLabel: 'Parameter key', fieldType: 'input', required: 1 },
];

describe('CrudPage', () => {
  it('pages by 10 by default, shows the total and highlights ranks 1-3', async () => {
    await renderInApp(<CrudPage resource={fakeResource(25)} fields={fields} />);
    expect(await screen.findByText('Param 1')).toBeInTheDocument();
    expect(screen.getByText('Param 10')).toBeInTheDocument();
    expect(screen.queryByText('Param 11')).not.toBeInTheDocument();
    expect(screen.getByText('Total 25 items')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-rank]')).toHaveLength(3);
  });

  it('cuts a long name in its key column at a width that leaves the rest of the row room', async () => {
    const long = 'Show the claim limit on the reimbursement form, and the balance left this year';
    const resource = fakeResource(1);
    const list = resource.list;
    resource.list = async (q) => ({ ...(await list(q)), records: [{ id: '1', paramName: long, paramKey: 'key.1' }] });
    await renderInApp(<CrudPage resource={resource} fields={fields} />);
    const cell = (await screen.findByText(long)).closest('div')!;
    expect(cell.style.maxWidth).toBe('280px');
    expect(cell.style.textOverflow).toBe('ellipsis');
  });

  it('refuses a batch delete with nothing selected', async () => {
    const { toasts } = await renderInApp(<CrudPage resource={fakeResource(3)} fields={fields} />);
    await screen.findByText('Param 1');
    fireEvent.click(button('Batch delete'));
    expect(toasts).toContainEqual({ kind: 'error', title: 'Prompt', text: 'Please select at least one piece of data!' });
  });

  it('asks before deleting a row and deletes it on confirmation', async () => {
    const resource = fakeResource(3);
    const { toasts } = await renderInApp(<CrudPage resource={resource} fields={fields} />);
    const row = (await screen.findByText('Param 2')).closest('tr')!;
    // destructive actions wait under the row's "More" menu
    expect(within(row).queryByText('Delete')).not.toBeInTheDocument();
    fireEvent.click(button('More', row));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByText('Are you sure you want to delete the selected data?');
    fireEvent.click(button('OK', question.closest('.ant-modal') as HTMLElement));
    await waitFor(() => expect(resource.removed).toEqual([['2']]));
    expect(toasts).toContainEqual({ kind: 'success', title: 'Prompt', text: 'The operation successful!' });
    await waitFor(() => expect(screen.queryByText('Param 2')).not.toBeInTheDocument());
  });

  it('adds through a drawer whose required fields block an empty submit', async () => {
    const resource = fakeResource(1);
    await renderInApp(<CrudPage resource={resource} fields={fields} />);
    await screen.findByText('Param 1');
    fireEvent.click(button('Add'));
    const drawer = (await screen.findByText('Submit')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(button('Submit', drawer));
    expect(await within(drawer).findByText('The Parameter name field is required')).toBeInTheDocument();
    expect(resource.saved).toEqual([]);
    fireEvent.change(within(drawer).getByLabelText('Parameter name'), { target: { value: 'Timeout' } });
    fireEvent.change(within(drawer).getByLabelText('Parameter key'), { target: { value: 'app.timeout' } });
    fireEvent.click(button('Submit', drawer));
    await waitFor(() => expect(resource.saved).toEqual([{ paramName: 'Timeout', paramKey: 'app.timeout' }]));
  });

  it('hides buttons the user has no permission for', async () => {
    updateSession({ permissions: ['param_view'] });
    await renderInApp(<CrudPage resource={fakeResource(1)} fields={fields} permissionPrefix="param" />);
    await screen.findByText('Param 1');
    expect(screen.queryByText('Add')).not.toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
    expect(screen.queryByText('More')).not.toBeInTheDocument();
    expect(screen.getByText('View')).toBeInTheDocument();
    updateSession({ permissions: [] });
  });

  it('views a record as a description list titled with its name, the values as the table shows them', async () => {
    const resource = { ...fakeResource(2), detail: async (row: Row) => ({ ...row, status: 1, startDate: '2026-03-05', note: '' }) };
    const viewFields: FieldDefinition[] = [
      ...fields,
      { fieldName: 'status', fieldLabel: 'Status', fieldType: 'select', fieldOption: { options: [{ value: 1, label: 'Active' }], tagColors: { 1: 'green' } } },
      { fieldName: 'startDate', fieldLabel: 'Start date', fieldType: 'date', fieldOption: { hideInTable: true } },
      { fieldName: 'note', fieldLabel: 'Note', fieldType: 'textarea' },
    ];
    await renderInApp(<CrudPage resource={resource} fields={viewFields} />);
    const row = (await screen.findByText('Param 2')).closest('tr')!;
    fireEvent.click(button('View', row));
    const drawer = (await screen.findByTestId('record-title')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByTestId('record-title')).toHaveTextContent('Param 2');
    const view = await within(drawer).findByText('Start date');
    const list = view.closest('.ant-descriptions') as HTMLElement;
    // labels for codes, dates through the date display, a dash for an empty value; no form, no inputs
    expect(within(list).getByText('Active').closest('.ant-tag')).not.toBeNull();
    expect(within(list).getByText('05 Mar 2026')).toBeInTheDocument();
    expect(within(list).getByText('key.2')).toBeInTheDocument();
    expect(within(list).getByText('-')).toBeInTheDocument();
    expect(drawer.querySelector('input, textarea')).toBeNull();
  });

  it('shows skeleton rows, not an empty table, until the first answer', async () => {
    let answer: (page: Page<Row>) => void = () => undefined;
    const slow: CrudResource<Row> = { key: '/api/slow', list: () => new Promise<Page<Row>>((resolve) => (answer = resolve)) };
    await renderInApp(<CrudPage resource={slow} fields={fields} />);
    await waitFor(() => expect(document.querySelector('.ant-table .ant-skeleton')).not.toBeNull());
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    answer({ records: [{ id: '1', paramName: 'Late row' }], total: 1, size: 10, current: 1, pages: 1 });
    expect(await screen.findByText('Late row')).toBeInTheDocument();
    expect(document.querySelector('.ant-table .ant-skeleton')).toBeNull();
  });

  it('searches with the search panel values', async () => {
    const resource = fakeResource(3);
    const list = vi.spyOn(resource, 'list');
    await renderInApp(<CrudPage resource={resource} fields={fields} />);
    await screen.findByText('Param 1');
    const input = screen.getByLabelText('Parameter name');
    fireEvent.change(input, { target: { value: 'Param 2' } });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ paramName: 'Param 2', current: 1, size: 10 }));
  });

  it('shows tree rows unfolded, without paging or rank numbers', async () => {
    const tree: CrudResource<Row> = {
      key: '/api/tree',
      list: async () => [{ id: '1', paramName: 'Company', children: [{ id: '2', paramName: 'Human Resources' }] }],
    };
    await renderInApp(<CrudPage resource={tree} fields={fields} tree />);
    expect(await screen.findByText('Human Resources')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-rank]')).toHaveLength(0);
    expect(screen.queryByText(/Total \d+ items/)).not.toBeInTheDocument();
  });

  it("keeps each user's chosen columns for the list: hidden by one user stays hidden for him, not for another", async () => {
    localStorage.clear();
    updateSession({ userInfo: { user_id: '101' } as never });
    const first = await renderInApp(<CrudPage resource={fakeResource(3)} fields={fields} />);
    expect(await screen.findByText('key.1')).toBeInTheDocument();
    fireEvent.click(button('Columns'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Parameter key' }));
    await waitFor(() => expect(screen.queryByText('key.1')).toBeNull());
    first.unmount();
    // the same user opens the list again: the column is still hidden
    const again = await renderInApp(<CrudPage resource={fakeResource(3)} fields={fields} />);
    expect(await screen.findByText('Param 1')).toBeInTheDocument();
    expect(screen.queryByText('key.1')).toBeNull();
    again.unmount();
    // another user on the same browser sees the list's own columns
    updateSession({ userInfo: { user_id: '102' } as never });
    await renderInApp(<CrudPage resource={fakeResource(3)} fields={fields} />);
    expect(await screen.findByText('key.1')).toBeInTheDocument();
    updateSession({ userInfo: undefined });
  });
});

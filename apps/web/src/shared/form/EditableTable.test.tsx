import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { EditableTable } from './EditableTable';
import { renderInApp } from '../../test-utils/render';
import type { FieldDefinition } from '../fields/definition';

const columns: FieldDefinition[] = [
  { fieldName: 'date', fieldLabel: 'Date', fieldType: 'input', required: 1 },
  { fieldName: 'remark', fieldLabel: 'Remark', fieldType: 'input' },
];

let latest: Array<Record<string, unknown>> = [];
function Harness() {
  const [rows, setRows] = useState<Array<Record<string, unknown>>>([{ date: '2025-01-01', remark: 'first' }]);
  latest = rows;
  return <EditableTable columns={columns} value={rows} onChange={setRows} />;
}

function button(text: string) {
  return screen
    .getAllByText(text)
    .map((el) => el.closest('button')!)
    .find(Boolean)!;
}

describe('EditableTable', () => {
  it('allows one new row at a time and says "this is required" for an empty required cell', async () => {
    await renderInApp(<Harness />);
    fireEvent.click(button('Add'));
    expect(button('Add')).toBeDisabled();
    fireEvent.click(button('Save'));
    expect(await screen.findByText('this is required')).toBeInTheDocument();
    const inputs = document.querySelectorAll('tbody input');
    fireEvent.change(inputs[0], { target: { value: '2025-02-02' } });
    fireEvent.click(button('Save'));
    expect(latest).toEqual([{ date: '2025-02-02' }, { date: '2025-01-01', remark: 'first' }]);
    expect(button('Add')).not.toBeDisabled();
  });

  it('edits a row in place and cancel keeps the old values', async () => {
    await renderInApp(<Harness />);
    const row = screen.getByText('first').closest('tr')!;
    fireEvent.click(within(row).getByText('Edit'));
    fireEvent.change(document.querySelectorAll('tbody input')[1], { target: { value: 'changed' } });
    fireEvent.click(button('Cancel'));
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(latest[0].remark).toBe('first');
  });
});

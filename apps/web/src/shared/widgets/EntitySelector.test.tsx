import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EntitySelector } from './EntitySelector';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';

const users = [
  { id: '11', account: 'hr.tan', realName: 'Tan Mei Ling' },
  { id: '12', account: 'fin.lim', realName: 'Lim Wei Jie' },
];

describe('user selector', () => {
  it('searches 100 users a page and returns the picked ids as one comma list', async () => {
    const urls: string[] = [];
    configureHttp({
      fetch: async (input) => {
        urls.push(String(input));
        const body = { code: 200, success: true, msg: '', data: { records: users, total: 2, size: 100, current: 1, pages: 1 } };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const onChange = vi.fn();
    await renderInApp(<EntitySelector kind="user" multiple onChange={onChange} />);
    fireEvent.click(screen.getByText('Select').closest('button')!);
    const dialog = (await screen.findByText('User selector')).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText('Tan Mei Ling');
    expect(urls[0]).toBe('/api/blade-user/page?current=1&size=100');

    fireEvent.change(within(dialog).getByPlaceholderText('Name or number'), { target: { value: 'Lim' } });
    fireEvent.keyDown(within(dialog).getByPlaceholderText('Name or number'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(urls.at(-1)).toBe('/api/blade-user/page?current=1&size=100&realName=Lim'));

    for (const name of ['Tan Mei Ling', 'Lim Wei Jie']) {
      fireEvent.click(within(within(dialog).getByText(name).closest('tr')!).getByRole('checkbox'));
    }
    fireEvent.click(within(dialog).getByText('OK').closest('button')!);
    expect(onChange).toHaveBeenCalledWith('11,12');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../http/client';
import { queryClient } from '../queryClient';
import { UNREAD_QUERY_KEY } from '../../modules/flow/unread';
import { UnreadBell } from './UnreadBell';

describe('unread bell', () => {
  it('shows the unread count and follows it when messages are read', async () => {
    let unread = 3;
    const urls: string[] = [];
    configureHttp({
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify({ code: 200, success: true, msg: '', data: unread }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await renderInApp(<UnreadBell publicLayout={false} />);
    const bell = screen.getByTestId('unread-bell');
    await waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Messages (3 unread)'));
    expect(bell).toHaveTextContent('3');
    expect(urls[0]).toBe('/api/blade-flow/message/unread-count');

    unread = 0;
    await queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
    await waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Messages'));
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';
import { OccupancyDialog } from './OccupancyDialog';

interface Sent {
  url: string;
  body: string;
}

function serve(sent: Sent[]) {
  configureHttp({
    fetch: async (input, init) => {
      const url = String(input);
      sent.push({ url, body: typeof init?.body === 'string' ? init.body : '' });
      const data = url.startsWith('/api/mcc-worker/dwellroom/options')
        ? [{ id: '7', label: 'Kranji Lodge 1 / Blk 1 / #01-01 (3 free)', free: 3 }]
        : { changed: 1 };
      return new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

const submit = () => {
  const label = within(document.body)
    .getAllByText('Submit')
    .find((el) => el.closest('button'))!;
  fireEvent.click(label.closest('button')!);
};

describe('OccupancyDialog', () => {
  it('checks a worker out: no worker or room field, one saveWorker call with the worker and the date', async () => {
    const sent: Sent[] = [];
    serve(sent);
    let done = 0;
    await renderInApp(<OccupancyDialog action="checkOut" workerIds={['31']} workerName="Kumar (W001)" onClose={() => undefined} onDone={() => done++} />);
    expect(await screen.findByText('Check out: Kumar (W001)')).toBeInTheDocument();
    expect(screen.queryByText('Workers')).not.toBeInTheDocument();
    expect(screen.queryByText('Room')).not.toBeInTheDocument();
    submit();
    await waitFor(() => expect(done).toBe(1));
    const call = sent.find((s) => s.url.includes('/dwellroomref/saveWorker'))!;
    const body = JSON.parse(call.body) as Record<string, unknown>;
    expect(body).toMatchObject({ action: 'checkOut', workerIds: '31' });
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('moving asks for the room (required) among the free rooms', async () => {
    const sent: Sent[] = [];
    serve(sent);
    await renderInApp(<OccupancyDialog action="move" workerIds={['31']} workerName="Kumar (W001)" onClose={() => undefined} onDone={() => undefined} />);
    expect(await screen.findByText('Room')).toBeInTheDocument();
    submit();
    expect(await screen.findByText(/Room field is required/)).toBeInTheDocument();
    expect(sent.some((s) => s.url.includes('saveWorker'))).toBe(false);
    expect(sent.some((s) => s.url.startsWith('/api/mcc-worker/dwellroom/options'))).toBe(true);
  });
});

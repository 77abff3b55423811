import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormRenderer } from './FormRenderer';
import { renderInApp } from '../../test-utils/render';
import { configureHttp } from '../../app/http/client';

function submitButton() {
  return screen.getByText('Submit').closest('button')!;
}

describe('FormRenderer', () => {
  it('blocks submit with a danger toast while an upload is in progress', async () => {
    // an upload that never finishes
    configureHttp({ fetch: () => new Promise<Response>(() => undefined) });
    const onSubmit = vi.fn();
    const { toasts } = await renderInApp(
      <FormRenderer mode="add" onSubmit={onSubmit} fields={[{ fieldName: 'files', fieldLabel: 'Files', fieldType: 'upload' }]} />,
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    await screen.findByText('a.txt');
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', title: 'Prompt', text: 'Please wait until the upload is complete' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the shared rule messages under fields and submits valid values', async () => {
    const onSubmit = vi.fn();
    await renderInApp(
      <FormRenderer
        mode="add"
        onSubmit={onSubmit}
        fields={[
          { fieldName: 'email', fieldLabel: 'Email', fieldType: 'input', fieldOption: '{"rules":"email"}' },
          { fieldName: 'count', fieldLabel: 'Count', fieldType: 'number', defaultValue: 3 },
        ]}
      />,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('The Email field must be a valid email')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co', count: 3 }));
  });

  it('shows view mode read-only and disables edit-locked fields in edit mode', async () => {
    await renderInApp(
      <FormRenderer
        mode="edit"
        onSubmit={vi.fn()}
        initialValues={{ code: 'A1' }}
        fields={[{ fieldName: 'code', fieldLabel: 'Code', fieldType: 'input', formEditDisabled: 1 }]}
      />,
    );
    expect(screen.getByLabelText('Code')).toBeDisabled();
  });
});

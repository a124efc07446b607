import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Field, FormError } from '#web/components/ui/form-field';
import { ApiError } from './api-client';
import { apiMessageOr, serverMessageOr, useServerForm, type ServerErrors } from './use-server-form';

const schema = z.object({ title: z.string(), features: z.string() });

/** A two-field form; `expose` hands the test the hook's server-error half. */
function TwoFieldForm({
  expose,
  focusServerErrors,
}: {
  expose: (form: ServerErrors) => void;
  focusServerErrors?: boolean;
}) {
  const form = useServerForm(schema, {
    defaultValues: { title: '', features: '' },
    failureMessage: serverMessageOr('Could not save.'),
    focusServerErrors,
  });
  expose(form);
  const { errors } = form.formState;
  return (
    <form noValidate>
      <Field label="Title" error={errors.title?.message} registration={form.register('title')} />
      <Field label="Features" error={errors.features?.message} registration={form.register('features')} />
      <FormError message={form.formError} />
    </form>
  );
}

function renderForm(focusServerErrors?: boolean) {
  let form: ServerErrors | undefined;
  render(<TwoFieldForm focusServerErrors={focusServerErrors} expose={(current) => (form = current)} />);
  return () => form!;
}

describe('useServerForm', () => {
  it('puts field messages under their fields (nested ones on their field), says the form message and returns the rest', () => {
    const form = renderForm();
    let other: Record<string, string> = {};
    act(() => {
      other = form().showServerError(
        new ApiError(400, 'Check the form', {
          title: 'Title is too long',
          'features.2': 'A feature is empty',
          photo: 'Not an image',
        }),
      );
    });

    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is too long');
    expect(screen.getByLabelText('Features')).toHaveAccessibleDescription('A feature is empty');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the form');
    expect(other).toEqual({ photo: 'Not an image' });
    expect(screen.getByLabelText('Title')).not.toHaveFocus();

    act(() => form().clearFormError());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('words a failure without a server message with the form’s own text', () => {
    const form = renderForm();
    act(() => void form().showServerError(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
  });

  it('moves focus to the first blamed field in form order when asked', () => {
    const form = renderForm(true);
    act(
      () =>
        void form().showServerError(
          new ApiError(400, 'Check the form', { features: 'Required', title: 'Required' }),
        ),
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });
});

describe('failure wordings', () => {
  it('serverMessageOr keeps only a message the server wrote; apiMessageOr any the client read', () => {
    const unreadable = new ApiError(502, 'Server error. Please try again.', {}, false);
    expect(serverMessageOr('Fallback')(unreadable)).toBe('Fallback');
    expect(apiMessageOr('Fallback')(unreadable)).toBe('Server error. Please try again.');
    expect(serverMessageOr('Fallback')(new ApiError(409, 'Taken'))).toBe('Taken');
    expect(apiMessageOr('Fallback')(new Error('offline'))).toBe('Fallback');
  });
});

describe('submitting', () => {
  function SubmitForm({ onValid }: { onValid: () => Promise<void> }) {
    const form = useServerForm(schema, {
      defaultValues: { title: 'A title', features: 'Some' },
      failureMessage: serverMessageOr('Could not save.'),
    });
    return (
      <form noValidate aria-label="Post" onSubmit={form.handleSubmit(onValid)}>
        <button type="submit">Submit</button>
      </form>
    );
  }

  it('drops a second submit while the first is still being checked and sent (a double click)', async () => {
    let finish: () => void = () => undefined;
    let calls = 0;
    render(
      <SubmitForm
        onValid={() => {
          calls += 1;
          return new Promise((resolve) => (finish = resolve));
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(calls).toBe(1));
    fireEvent.click(button);
    await act(async () => finish());
    expect(calls).toBe(1);
    // Once the first is done, the next submit is a new one.
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(calls).toBe(2));
    await act(async () => finish());
  });
});

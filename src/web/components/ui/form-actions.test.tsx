import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions';

const labels = { submitLabel: 'Send report', pendingLabel: 'Sending...' };

describe('FormActions', () => {
  it('says what it does while the form sends, and waits', () => {
    const { rerender } = render(<FormActions formError={null} pending={false} {...labels} />);
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
    rerender(<FormActions formError={null} pending {...labels} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('in a dialog, Cancel follows the submit button and stays usable while the form sends', () => {
    render(<FormActions formError={null} pending {...labels} onCancel={vi.fn()} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('Sending...');
    expect(second).toHaveTextContent('Cancel');
    expect(second).toBeEnabled();
  });

  it('in an editing form, Cancel comes first and is held while the form sends', () => {
    render(<FormActions formError={null} pending {...labels} onCancel={vi.fn()} layout="end" />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveTextContent('Cancel');
    expect(first).toBeDisabled();
    expect(second).toHaveTextContent('Sending...');
  });

  it("shows the form's error, and a form that stays open its success message", () => {
    const { rerender } = render(<FormActions formError="Try again." pending={false} {...labels} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again.');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<FormActions formError={null} saved="Saved." pending={false} {...labels} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });
});

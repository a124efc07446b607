import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field, FormField } from './form-field';

describe('Field as a select', () => {
  it('a required choice is announced as required without the HTML attribute that needs an empty first option', () => {
    render(<Field label="Work type" required options={['Remote', 'On-site', 'Hybrid']} />);
    const select = screen.getByRole('combobox', { name: /Work type/ });
    // HTML allows `required` on such a select only with an empty placeholder first; every option here is a choice.
    expect(select).not.toHaveAttribute('required');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toBeRequired();
    expect(select).toHaveValue('Remote');
  });

  it('an optional choice says nothing about being required', () => {
    render(<Field label="Stage" options={['Idea', 'Prototype']} />);
    expect(screen.getByRole('combobox', { name: 'Stage' })).not.toHaveAttribute('aria-required');
  });
});

describe('FormField', () => {
  function Features() {
    const form = useForm<{ features: string }>({ defaultValues: { features: '' } });
    return (
      <form
        onSubmit={form.handleSubmit(() => undefined)}
        onReset={() =>
          // zod blames one line of a list as `features.1`: react-hook-form keeps that as an array.
          form.setError('features.1' as 'features', { message: 'Line 2 is too long.' })
        }
      >
        <FormField form={form} name="features" label="Features" required multiline hint="One per line." />
        <button type="reset">Blame</button>
      </form>
    );
  }

  it('registers its field and ties the message of the field, or of one item of it, to the control', async () => {
    render(<Features />);
    const box = screen.getByRole('textbox', { name: /Features/ });
    expect(box).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Blame' }));
    expect(await screen.findByText('Line 2 is too long.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('One per line. Line 2 is too long.');
  });
});

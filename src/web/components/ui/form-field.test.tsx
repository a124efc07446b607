import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './form-field';

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

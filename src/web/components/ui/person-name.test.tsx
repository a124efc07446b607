import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonName } from './person-name';

describe('PersonName', () => {
  it('shows the name alone when the viewer may not see the email', () => {
    const { container } = render(<PersonName name="Riya Sharma" />);
    expect(container).toHaveTextContent(/^Riya Sharma$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds the email in brackets where the viewer may see it, as a mail link when asked', () => {
    const { container } = render(<PersonName name="Riya Sharma" email="riya@example.org" emailLink />);
    expect(container).toHaveTextContent('Riya Sharma (riya@example.org)');
    expect(screen.getByRole('link', { name: 'riya@example.org' })).toHaveAttribute(
      'href',
      'mailto:riya@example.org',
    );
  });

  it('shows an email chosen in place of a name once, wrapping at its dots', () => {
    const { container } = render(<PersonName name="arjun@example.org" email="Arjun@example.org" />);
    expect(container).toHaveTextContent(/^arjun@example\.org$/);
    expect(container.querySelectorAll('wbr').length).toBeGreaterThan(0);
  });

  it('puts the email on its own line under the name when stacked', () => {
    const { container } = render(<PersonName name="Kavya Nair" email="kavya@example.org" stacked />);
    const lines = container.querySelectorAll(':scope > span > span');
    expect([...lines].map((line) => line.textContent)).toEqual(['Kavya Nair', 'kavya@example.org']);
  });
});

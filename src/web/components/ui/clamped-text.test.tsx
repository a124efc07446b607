import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClampedText } from './clamped-text';

describe('ClampedText', () => {
  it('shows a short text whole, wrapping unbroken words, with no button', () => {
    render(<ClampedText text={'Hello\nthere'} />);
    expect(screen.getByText(/Hello/)).toHaveClass('wrap-anywhere');
    expect(screen.getByText(/Hello/)).not.toHaveClass('line-clamp-4');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('clamps a 5,000-character text to four lines until "Show more" is pressed', async () => {
    const text = 'x'.repeat(5000);
    render(<ClampedText text={text} />);
    const shown = screen.getByText(text);
    expect(shown).toHaveClass('line-clamp-4', 'wrap-anywhere');
    // `block` would undo the clamp's `display: -webkit-box` (it comes later in the stylesheet).
    expect(shown).not.toHaveClass('block');
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(shown).not.toHaveClass('line-clamp-4');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('as a list item, keeps the item and clamps inside it', () => {
    const text = 'Python, '.repeat(100);
    render(
      <ul>
        <ClampedText as="li" text={text} />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).not.toHaveClass('line-clamp-4');
    expect(item.querySelector('.line-clamp-4')).toHaveTextContent(text.trim());
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('clamps a text of many short lines too', () => {
    render(<ClampedText text={'a\nb\nc\nd\ne\nf'} />);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { searchTerms } from '#common/search-terms';
import { ClampedText } from './clamped-text';
import { Highlighted, HighlightWords } from './highlighted';

const marks = (container: HTMLElement) =>
  [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('Highlighted', () => {
  it('marks every search word, in the text’s own case, and leaves the rest as it was', () => {
    const { container } = render(
      <HighlightWords words={searchTerms('python REMOTE, full-time')}>
        <p>
          <Highlighted text="Python developer, Remote, Full-time (python 3)" />
        </p>
      </HighlightWords>,
    );
    expect(marks(container)).toEqual(['Python', 'Remote', 'Full-time', 'python']);
    expect(container.querySelector('p')).toHaveTextContent('Python developer, Remote, Full-time (python 3)');
  });

  it('marks nothing without a search', () => {
    const { container } = render(<Highlighted text="Python developer" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container).toHaveTextContent('Python developer');
  });

  it('keeps markup in a post as text, also where a word matches inside it', () => {
    const hostile = '<script>alert(1)</script><b onmouseover="x()">bold</b> & %_';
    const { container } = render(
      <HighlightWords words={searchTerms('<script> bold % _ "x()"')}>
        <p>
          <Highlighted text={hostile} />
        </p>
      </HighlightWords>,
    );
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(hostile);
    // Brackets and quotes separate words: "x()" is searched as "x".
    expect(marks(container)).toEqual(['<script>', 'x', 'bold', '%', '_']);
  });

  it('marks the words in a clamped text, and its toggle names what it opens', async () => {
    const text = `${'Embedded C and Python. '.repeat(20)}The end.`;
    const { container } = render(
      <HighlightWords words={['python']}>
        <ClampedText text={text} label="Asha Rao’s bio" />
      </HighlightWords>,
    );
    expect(marks(container)).toHaveLength(20);
    const toggle = screen.getByRole('button', { name: 'Show more of Asha Rao’s bio' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less of Asha Rao’s bio' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkText } from './link-text';

describe('LinkText', () => {
  it('may wrap after each slash and before dots and query marks, never inside "https://"', () => {
    const href = 'https://www.example.com/company/soil-sense?tab=jobs&page=2';
    const { container } = render(
      <p>
        <LinkText href={href} />
      </p>,
    );
    expect(container.textContent).toBe(href);
    const parts = container.firstElementChild!.innerHTML.split('<wbr>');
    expect(parts).toEqual([
      'https://',
      'www',
      '.example',
      '.com/',
      'company/',
      'soil-sense',
      '?tab',
      '=jobs',
      '&amp;page',
      '=2',
    ]);
  });
});

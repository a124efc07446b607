import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

const form = (
  <form>
    <Button type="button">Cancel</Button>
    <Button type="submit">Send</Button>
  </form>
);

describe('Button', () => {
  it('keeps a prerendered submit button disabled until the page has hydrated, and only that one', async () => {
    const html = renderToString(form);
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
    expect(html).not.toMatch(/<button type="button"[^>]* disabled=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    container.remove();
  });

  it('stays disabled when asked to, hydrated or not', () => {
    const html = renderToString(
      <Button type="button" disabled>
        Wait
      </Button>,
    );
    expect(html).toContain('disabled=""');
  });
});

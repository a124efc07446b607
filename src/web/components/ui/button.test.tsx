import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass } from './button';

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

  it('gives each look one weight and one justify, and keeps the size of a variant that has its own', () => {
    const classes = (look: Parameters<typeof buttonClass>[0]) => buttonClass(look).split(' ');
    const weights = (list: string[]) => list.filter((name) => /^font-(medium|semibold)$/.test(name));
    const justifies = (list: string[]) => list.filter((name) => name.startsWith('justify-'));
    expect(weights(classes({ variant: 'faint' }))).toEqual(['font-medium']);
    expect(weights(classes({ variant: 'primary' }))).toEqual(['font-semibold']);
    expect(justifies(classes({ variant: 'menuItem' }))).toEqual(['justify-start']);
    expect(justifies(classes({ variant: 'secondary' }))).toEqual(['justify-center']);
    expect(classes({ variant: 'link', size: 'md' })).not.toContain('px-6');
    expect(classes({ variant: 'primary', size: 'icon', className: 'ml-2' })).toEqual(
      expect.arrayContaining(['h-10', 'w-10', 'ml-2']),
    );
  });
});

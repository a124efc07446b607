import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminNewsPost } from '#common/news';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { NewsEditor } from './news-editor';

startMockServer();

const DRAFT: AdminNewsPost = {
  id: 5,
  slug: 'autumn-call',
  title: 'Autumn call',
  summary: 'Soon.',
  body: 'Notes.',
  status: 'draft',
  publishedOn: '2030-09-01',
  cover: null,
};

describe('News tab', () => {
  it('lists drafts with their state, and publishes one through the form', async () => {
    let fields: Record<string, FormDataEntryValue> | undefined;
    server.use(
      http.get('*/api/admin/news', () => HttpResponse.json({ items: [DRAFT] })),
      http.put('*/api/news/5', async ({ request }) => {
        fields = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ id: 5 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsEditor />);
    const list = await screen.findByRole('list', { name: 'News posts' });
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    // A draft has no public page to view.
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Autumn call' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Autumn call' });
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'published');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved Autumn call.')).toBeInTheDocument());
    expect(fields).toEqual({
      title: 'Autumn call',
      slug: 'autumn-call',
      summary: 'Soon.',
      body: 'Notes.',
      status: 'published',
      publishedOn: '2030-09-01',
    });
  });

  it('checks the address before sending a new post, and shows the server’s answer for a taken one', async () => {
    let posted = 0;
    server.use(
      http.get('*/api/admin/news', () => HttpResponse.json({ items: [] })),
      http.post('*/api/news', () => {
        posted += 1;
        return HttpResponse.json(
          {
            message: 'Another post already uses this address',
            fieldErrors: { slug: 'Another post already uses this address' },
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsEditor />);
    await user.click(await screen.findByRole('button', { name: 'Write a post' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a post' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Hello');
    await user.type(within(dialog).getByLabelText(/^Address/), 'Hello World');
    await user.type(within(dialog).getByLabelText(/^Summary/), 'Hi.');
    await user.type(within(dialog).getByLabelText(/^Text/), 'Body.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Address may use lowercase letters, digits and single hyphens'),
    ).toBeInTheDocument();
    expect(posted).toBe(0);

    const address = within(dialog).getByLabelText(/^Address/);
    await user.clear(address);
    await user.type(address, 'hello');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Another post already uses this address')).not.toHaveLength(0);
    expect(posted).toBe(1);
  });
});

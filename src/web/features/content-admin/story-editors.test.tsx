import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '#common/content';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ContentAdmin } from './content-admin';

startMockServer();

describe('Site Content: partners, testimonials and FAQ', () => {
  it('adds a question as JSON and shows the refreshed list under its category', async () => {
    const state: { items: FaqEntry[] } = {
      items: [{ id: 1, category: 'applying', question: 'Who can apply?', answer: 'Anyone.' }],
    };
    let body: unknown;
    server.use(
      http.get('*/api/faq', () => HttpResponse.json({ items: state.items })),
      http.post('*/api/admin/content/faq', async ({ request }) => {
        body = await request.json();
        state.items = [...state.items, { id: 2, ...(body as Omit<FaqEntry, 'id'>) }];
        return HttpResponse.json({ id: 2 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />, { route: '/?section=faq' });
    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = screen.getByRole('dialog', { name: 'Add question' });
    // The shared rules run before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Question is required')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'funding');
    await user.type(within(dialog).getByLabelText(/^Question/), 'Does the centre take equity?');
    await user.type(within(dialog).getByLabelText(/^Answer/), 'A small stake.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText('Added “Does the centre take equity?”.')).toBeInTheDocument(),
    );
    expect(body).toEqual({
      category: 'funding',
      question: 'Does the centre take equity?',
      answer: 'A small stake.',
    });
    const funding = await screen.findByRole('list', { name: 'Funding and equity' });
    expect(within(funding).getByText('Does the centre take equity?')).toBeInTheDocument();
    // Alone in its category, a question cannot move.
    expect(screen.getByRole('button', { name: 'Move Does the centre take equity? up' })).toBeDisabled();
  });

  it('adds a partner with its kind and website as multipart', async () => {
    let fields: Record<string, FormDataEntryValue> | undefined;
    server.use(
      http.get('*/api/partners', () => HttpResponse.json({ items: [] })),
      http.post('*/api/admin/content/partners', async ({ request }) => {
        fields = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />, { route: '/?section=partners' });
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add partner' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kaveri Seed Fund');
    await user.type(within(dialog).getByLabelText(/^Website/), 'kaveri seed fund');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Website must be a web address starting with https://'),
    ).toBeInTheDocument();
    expect(fields).toBeUndefined();

    const website = within(dialog).getByLabelText(/^Website/);
    await user.clear(website);
    await user.type(website, 'https://kaveri.example.org');
    await user.selectOptions(within(dialog).getByLabelText(/^Kind/), 'industry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Added partner Kaveri Seed Fund.')).toBeInTheDocument());
    expect(fields).toEqual({ name: 'Kaveri Seed Fund', kind: 'industry', url: 'https://kaveri.example.org' });
  });

  it('edits a testimonial', async () => {
    let body: unknown;
    server.use(
      http.get('*/api/testimonials', () =>
        HttpResponse.json({
          items: [{ id: 4, quote: 'Great lab.', name: 'Priya Menon', role: 'CTO', startup: 'SoilSense' }],
        }),
      ),
      http.put('*/api/admin/content/testimonials/4', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 4 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ContentAdmin />, { route: '/?section=testimonials' });
    await user.click(await screen.findByRole('button', { name: 'Edit the testimonial by Priya Menon' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit testimonial by Priya Menon' });
    const quote = within(dialog).getByLabelText(/^Quote/);
    await user.clear(quote);
    await user.type(quote, 'The lab saved us a year.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText('Saved the testimonial by Priya Menon.')).toBeInTheDocument(),
    );
    expect(body).toEqual({
      quote: 'The lab saved us a year.',
      name: 'Priya Menon',
      role: 'CTO',
      startup: 'SoilSense',
    });
  });
});

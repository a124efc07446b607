import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test-support/render';
import { YourData } from './your-data';

describe('YourData (docs/product.md#download-my-data)', () => {
  it('offers the download of everything the site holds, as a file the browser saves', () => {
    renderWithProviders(<YourData />, { route: '/profile' });
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(section).toHaveAttribute('id', 'your-data');
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/me/data-export');
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Navbar } from '#web/app/navbar';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import { StoredUserCheck } from '#web/features/auth';

startMockServer();

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <StoredUserCheck />
      <Navbar />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('StoredUserCheck', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['unparsable JSON', '{"email": "asha@'],
    ['a value that is no user', '"just text"'],
    ['a user without an email', '{"fullName":"Asha"}'],
  ])('sends a corrupt stored user (%s) to /login and removes it', async (_name, raw) => {
    localStorage.setItem('user', raw);
    renderAt('/programs');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('leaves a good stored user alone', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    server.use(http.get('*/api/me', () => HttpResponse.json(USER)));
    renderAt('/programs');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/programs');
  });

  it('signs this tab out when another tab signs out', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    server.use(http.get('*/api/me', () => HttpResponse.json(USER)));
    renderAt('/');
    await screen.findByRole('button', { name: 'Account menu' });

    localStorage.removeItem('user');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'user', oldValue: JSON.stringify(USER), newValue: null }),
    );
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

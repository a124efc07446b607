import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER } from '#web/test-support/users';
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user';

describe('stored user', () => {
  afterEach(() => localStorage.clear());

  it('reads nothing, a user, or a corrupt value, and keeps one object per stored text', () => {
    expect(readStoredUser()).toEqual({ status: 'absent' });
    writeStoredUser(USER);
    const first = readStoredUser();
    expect(first).toEqual({ status: 'present', user: USER });
    expect(readStoredUser()).toBe(first);
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toEqual({ status: 'corrupt' });
  });

  it('fills in fields an older copy lacks (docs/product.md#stored-user-copy)', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'a@b.example', name: 'A', picture: 'x.png' }));
    expect(readStoredUser()).toEqual({
      status: 'present',
      user: {
        id: 0,
        email: 'a@b.example',
        fullName: '',
        role: 'user',
        phone: '',
        location: '',
        bio: '',
        picture: 'x.png',
      },
    });
  });

  it('tells listeners about writes and clears, and clearing removes any old token too', () => {
    const listener = vi.fn();
    window.addEventListener('centre:stored-user', listener);
    writeStoredUser(USER);
    writeStoredUser(USER); // unchanged: no event
    localStorage.setItem('token', 'old-bearer-token');
    clearStoredUser();
    clearStoredUser(); // nothing left: no event
    window.removeEventListener('centre:stored-user', listener);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

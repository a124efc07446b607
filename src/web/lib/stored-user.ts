import { useSyncExternalStore } from 'react';
import type { UserProfile } from '#common/auth';

/**
 * The browser's display copy of the signed-in user (docs/product.md#stored-user-copy, storage key `user`).
 * It is only a hint for showing the navbar before the server answers: the session itself
 * lives in an HttpOnly cookie and no token is ever kept in storage (docs/product.md#sessions).
 */
export const USER_STORAGE_KEY = 'user';
/** Older clients kept a bearer token here; it is removed whenever the stored user is. */
const LEGACY_TOKEN_KEY = 'token';
const CHANGE_EVENT = 'centre:stored-user';

export type StoredUser =
  { status: 'absent' } | { status: 'present'; user: UserProfile } | { status: 'corrupt' };

const ABSENT: StoredUser = { status: 'absent' };

function parse(raw: string | null): StoredUser {
  if (raw === null) return ABSENT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'corrupt' };
  }
  if (typeof value !== 'object' || value === null) return { status: 'corrupt' };
  const record = value as Partial<Record<keyof UserProfile, unknown>>;
  if (typeof record.email !== 'string' || !record.email) return { status: 'corrupt' };
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    status: 'present',
    user: {
      id: typeof record.id === 'number' ? record.id : 0,
      email: record.email,
      fullName: text(record.fullName),
      role: record.role === 'admin' ? 'admin' : 'user',
      phone: text(record.phone),
      location: text(record.location),
      bio: text(record.bio),
      picture: typeof record.picture === 'string' ? record.picture : null,
    },
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

let cachedRaw: string | null = null;
let cachedValue: StoredUser = ABSENT;

/** The stored copy; the same object while the stored text is unchanged (useSyncExternalStore needs that). */
export function readStoredUser(): StoredUser {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(USER_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  return cachedValue;
}

function changed(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function writeStoredUser(user: UserProfile): void {
  try {
    const raw = JSON.stringify(user);
    if (storage()?.getItem(USER_STORAGE_KEY) === raw) return;
    storage()?.setItem(USER_STORAGE_KEY, raw);
  } catch {
    return; // full or disabled storage: the copy is only a hint
  }
  changed();
}

export function clearStoredUser(): void {
  try {
    const store = storage();
    if (!store || (store.getItem(USER_STORAGE_KEY) === null && store.getItem(LEGACY_TOKEN_KEY) === null)) {
      return;
    }
    store.removeItem(USER_STORAGE_KEY);
    store.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    return;
  }
  changed();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The stored copy, read only in the browser after hydration: prerendered HTML is rendered
 * signed-out, so the server snapshot is "absent" and React switches over without a mismatch.
 */
export function useStoredUser(): StoredUser {
  return useSyncExternalStore(subscribe, readStoredUser, () => ABSENT);
}

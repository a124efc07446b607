import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** What a page that needs a signed-in user passes to /login: why, and where to come back to. */
export interface LoginRequest {
  /** Shown at the top of the login panel, e.g. "You must be logged in to post an idea." */
  notice?: string;
  /** A path on this site to return to after signing in (admins still go to the admin area). */
  returnTo?: string;
}

/** Only a path on this origin: never `//evil.example` or an absolute URL. */
export function safeReturnPath(value: unknown): string | null {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
    ? value
    : null;
}

export function readLoginRequest(state: unknown): { notice: string | null; returnTo: string | null } {
  const request = (state ?? {}) as LoginRequest;
  return {
    notice: typeof request.notice === 'string' ? request.notice.slice(0, 200) : null,
    returnTo: safeReturnPath(request.returnTo),
  };
}

/** Sends the visitor to the login panel with a reason and a way back. */
export function useRequireLogin() {
  const navigate = useNavigate();
  return useCallback(
    (request: LoginRequest = {}, options: { replace?: boolean } = {}) =>
      navigate('/login', { replace: options.replace ?? false, state: request }),
    [navigate],
  );
}

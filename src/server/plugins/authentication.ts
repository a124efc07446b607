import cookie from '@fastify/cookie';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
} from 'fastify';
import { GRANTABLE_ROLES, type GrantableRole } from '#common/roles';
import { ACCESS_LEVELS } from '#common/access-levels';
import type { Access } from '#common/api-contract';
import type { Config } from '#server/config';
import { resolveSession, SESSION_ABSOLUTE_MS, type CurrentUser } from '#server/modules/sessions';
import { roleFor } from '#server/modules/users';
import { holdsRole, rolesOfUser } from '#server/modules/roles';
import { HttpError } from '#server/lib/http-error';

/**
 * Who may call a route. Every /api route must say, or the app refuses to start. `reviewer` and `mentor` are
 * roles granted in the database; admins pass their guards too (docs/decisions/013-roles-in-the-database.md).
 */
export { ACCESS_LEVELS } from '#common/access-levels';
export type { Access } from '#common/api-contract';

// The signed-in user a request carries is defined by the sessions module, so that modules can name it too.
export type { CurrentUser } from '#server/modules/sessions';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The route's declared schemas (zod), so tests can aim bad input at every declared field. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it: the access-matrix test walks this list. */
    apiRoutes: RouteAccess[];
  }
  interface FastifyRequest {
    /** The signed-in user (cookie or `Authorization: Bearer`), looked up once per request. */
    currentUser(): Promise<CurrentUser | null>;
    /** The signed-in user; only on routes that are not `public`. */
    user: CurrentUser;
    sessionToken(): string | null;
  }
}

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const NOT_ALLOWED = 'You do not have permission to do this.';

export function sessionCookieName(config: Config): string {
  // __Host- pins the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure).
  return config.env === 'production' ? '__Host-session' : 'session';
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
  });
}

const requireUser: onRequestHookHandler = async (request) => {
  const user = await request.currentUser();
  if (!user) throw new HttpError(401, NOT_SIGNED_IN);
  request.user = user;
};

const requireAdmin: onRequestHookHandler = async (request) => {
  const user = await request.currentUser();
  if (!user) throw new HttpError(401, NOT_SIGNED_IN);
  if (user.role !== 'admin') throw new HttpError(403, NOT_ALLOWED);
  request.user = user;
};

function requireRole(role: GrantableRole): onRequestHookHandler {
  return async (request) => {
    const user = await request.currentUser();
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    if (!holdsRole(user, role)) throw new HttpError(403, NOT_ALLOWED);
    request.user = user;
  };
}

const GUARDS: Record<Exclude<Access, 'public'>, onRequestHookHandler> = {
  user: requireUser,
  admin: requireAdmin,
  ...(Object.fromEntries(GRANTABLE_ROLES.map((role) => [role, requireRole(role)])) as Record<
    GrantableRole,
    onRequestHookHandler
  >),
};

export async function registerAuthentication(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cookie);

  app.decorateRequest('user', null as unknown as CurrentUser);
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const header = this.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
    return this.cookies[sessionCookieName(config)] ?? null;
  });
  const resolved = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      const token = this.sessionToken();
      pending = token
        ? resolveSession(app.db, token).then(async (row) =>
            row
              ? { ...row, role: roleFor(row.email, config), roles: await rolesOfUser(app.db, row.id) }
              : null,
          )
        : Promise.resolve(null);
      resolved.set(this, pending);
    }
    return pending;
  });

  const apiRoutes: RouteAccess[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `Route ${route.method} ${route.url} does not declare its access (${ACCESS_LEVELS.join(', ')}).`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, schema: route.schema });
    }
    if (access === 'public') return;
    // On request, before the body is read or validated: a stranger learns nothing about the input.
    const guard = GUARDS[access];
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...existing];
  });
}

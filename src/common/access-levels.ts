import type { Access } from './api-contract';
import { GRANTABLE_ROLES } from './roles';

/** Every access level a route may declare (docs/decisions/010-access-declared-per-route.md). */
export const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'admin', ...GRANTABLE_ROLES];

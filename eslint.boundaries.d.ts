import type { Linter } from 'eslint';

/** The import-boundary ESLint configs for the project rooted at `root` (see eslint.boundaries.js). */
export function boundaryConfigs(root: string): Linter.Config[];

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const COMMON = path.resolve(import.meta.dirname, '../common');

/** A string whose own pattern bounds its length (an id like `^[a-z0-9]{0,39}$`, an ISO date). */
function boundedByPattern(schema: z.ZodType): boolean {
  const def = schema._zod.def as { format?: string; checks?: { _zod: { def: { pattern?: RegExp } } }[] };
  if (def.format === 'datetime' || def.format === 'date' || def.format === 'time') return true;
  return (def.checks ?? []).some(({ _zod }) => {
    const source = _zod.def.pattern?.source;
    return source !== undefined && /^\^.*\$$/.test(source) && !/[*+]|\{\d+,\}/.test(source);
  });
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schemas directly inside one (fields, items, options, wrapped types). */
function children(schema: z.ZodType): [unknown, string][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape as object).map(([key, value]): [unknown, string] => [value, `.${key}`]),
        [def.catchall, '.*'],
      ];
    case 'array':
      return [[def.element, '[]']];
    case 'record':
      return [
        [def.keyType, '{key}'],
        [def.valueType, '{}'],
      ];
    case 'union':
    case 'tuple':
      return ((def.options ?? def.items) as unknown[]).map((option) => [option, '']);
    case 'intersection':
    case 'pipe':
      return [
        [def.left ?? def.in, ''],
        [def.right ?? def.out, ''],
      ];
    case 'lazy':
      return [[(def.getter as () => unknown)(), '']];
    default:
      return [[def.innerType, '']];
  }
}

/** Every zod node under a schema, each once. */
function collect(schema: unknown, into: Set<unknown>) {
  if (!(schema instanceof z.ZodType) || into.has(schema)) return;
  into.add(schema);
  for (const [child] of children(schema)) collect(child, into);
}

/** The paths of the strings under `schema` that accept any length. */
function unboundedStrings(schema: unknown, at: string): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const def = defOf(schema);
  if (def.type === 'string') {
    const max = (schema as z.ZodString).maxLength;
    return (max === null || max === undefined) && !boundedByPattern(schema) ? [at] : [];
  }
  // A transform passes anything on; what it passes is bounded only by what comes after it.
  if (def.type === 'transform') return [at];
  if (def.type === 'pipe') {
    // A text is refused when either side refuses it: one side with a maximum bounds the whole.
    const before = unboundedStrings(def.in, at);
    return before.length === 0 || unboundedStrings(def.out, at).length === 0 ? [] : before;
  }
  return children(schema).flatMap(([child, step]) => unboundedStrings(child, `${at}${step}`));
}

/** Answers that no route declares because they are sent as ready bytes (docs/performance.md). */
const UNDECLARED_ANSWERS = new Set(['events.ts: eventListSchema']);

/**
 * docs/product.md#long-texts: every text a person can send has a maximum in its shared schema, so a
 * 5,000-character name is refused with a message before it reaches a page that lists it.
 */
describe('text limits of the input schemas', () => {
  let t: TestApp;
  const outputs = new Set<unknown>();
  const exported = new Map<string, z.ZodType>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const route of t.app.apiRoutes) {
      for (const answer of Object.values((route.schema?.response ?? {}) as object)) {
        collect(answer, outputs);
      }
    }
    for (const file of readdirSync(COMMON).filter((name) => /^[a-z-]+\.ts$/.test(name))) {
      const module = (await import(path.join(COMMON, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (value instanceof z.ZodType) exported.set(`${file}: ${name}`, value);
      }
    }
  });
  afterAll(() => t.close());

  it('finds the schemas', () => {
    expect(exported.size).toBeGreaterThan(50);
    expect(outputs.size).toBeGreaterThan(50);
  });

  it('caps every string of every route body, query and path', () => {
    const unbounded = t.app.apiRoutes.flatMap((route) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) =>
        unboundedStrings(route.schema?.[part], `${route.method} ${route.url} ${part}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('caps every string of every exported schema that is not an answer (multipart fields, merged edits)', () => {
    const inputs = [...exported].filter(
      ([name, schema]) => !outputs.has(schema) && !UNDECLARED_ANSWERS.has(name),
    );
    expect(inputs.map(([name]) => name)).toContain('contact.ts: contactSchema');
    expect(inputs.flatMap(([name, schema]) => unboundedStrings(schema, name))).toEqual([]);
  });

  it('would catch a string without a maximum', () => {
    expect(unboundedStrings(z.object({ a: z.string().trim().max(5), b: z.string() }), 'x')).toEqual(['x.b']);
    expect(unboundedStrings(z.string().max(9).pipe(z.email()), 'x')).toEqual([]);
    expect(unboundedStrings(z.array(z.string().regex(/^[a-z]{1,4}$/)), 'x')).toEqual([]);
    expect(
      unboundedStrings(
        z.string().transform((text) => text.trim()),
        'x',
      ),
    ).toEqual(['x']);
    expect(
      unboundedStrings(
        z.preprocess((value) => value, z.string()),
        'x',
      ),
    ).toEqual(['x']);
  });
});

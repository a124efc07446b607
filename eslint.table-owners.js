import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@typescript-eslint/parser';

/**
 * The table-owners rule (docs/architecture.md#database): each table belongs to one feature or module,
 * declared beside its row types in src/server/db/tables/*.ts (`export const xTableOwners = { … } satisfies
 * TableOwners<XTables>`). Code of any other feature or module that names the table in a query — Kysely's
 * `selectFrom`, `insertInto`, `updateTable`, `deleteFrom`, `replaceInto`, `mergeInto`, a join, `sql.table()` or
 * an `sql` template's `from`/`join`/`into`/`update` — is refused: it asks the owner's index.ts instead. An
 * owner may let others read a table (`readBy`); writing stays the owner's alone.
 */

const TABLES_DIR = 'src/server/db/tables';
const READS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'using']);

/** `{ table: { owner, readBy, file } }` read from the table files of the project at `root`. */
function readOwners(root) {
  const dir = path.join(root, TABLES_DIR);
  const owners = new Map();
  if (!fs.existsSync(dir)) return owners;
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.ts'))) {
    const file = path.join(dir, name);
    const program = parse(fs.readFileSync(file, 'utf8'), { range: false, loc: false });
    for (const statement of program.body) {
      const declarations =
        statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration'
          ? statement.declaration.declarations
          : [];
      for (const declaration of declarations) {
        let init = declaration.init;
        if (init?.type !== 'TSSatisfiesExpression') continue;
        if (init.typeAnnotation.typeName?.name !== 'TableOwners') continue;
        init = init.expression;
        while (init.type === 'TSAsExpression') init = init.expression;
        for (const property of init.properties ?? []) {
          const table = property.key.name ?? property.key.value;
          const value = property.value;
          if (value.type === 'Literal') {
            owners.set(table, { owner: value.value, readBy: [], file: path.join(TABLES_DIR, name) });
            continue;
          }
          const field = (key) =>
            value.properties.find((entry) => (entry.key.name ?? entry.key.value) === key)?.value;
          const readBy = field('readBy');
          owners.set(table, {
            owner: field('owner').value,
            readBy:
              readBy?.type === 'ArrayExpression'
                ? readBy.elements.map((element) => element.value)
                : readBy?.value === 'all'
                  ? 'all'
                  : [],
            file: path.join(TABLES_DIR, name),
          });
        }
      }
    }
  }
  return owners;
}

/** The feature or module a file belongs to (`features/events` for events/registrations/repository.ts). */
function unitOf(root, filename) {
  const relative = path.relative(path.join(root, 'src/server'), filename).split(path.sep);
  return relative.length > 2 && (relative[0] === 'features' || relative[0] === 'modules')
    ? `${relative[0]}/${relative[1]}`
    : null;
}

/** The table a `'table as alias'` or `'table'` names. */
const tableOf = (text) =>
  text
    .trim()
    .split(/\s+as\s+/i)[0]
    .trim();

/**
 * The strings an expression may be: a literal, a template without expressions, a const bound to one, a
 * conditional of them, or `TABLES[kind]` / `TABLES.x` on a const object of them. null when it cannot tell.
 */
function possibleStrings(node, scope, depth = 0) {
  if (!node || depth > 5) return null;
  if (node.type === 'Literal') return typeof node.value === 'string' ? [node.value] : null;
  if (node.type === 'TemplateLiteral')
    return node.expressions.length === 0 ? [node.quasis.map((quasi) => quasi.value.cooked).join('')] : null;
  if (
    node.type === 'TSAsExpression' ||
    node.type === 'TSSatisfiesExpression' ||
    node.type === 'TSNonNullExpression'
  )
    return possibleStrings(node.expression, scope, depth + 1);
  if (node.type === 'ConditionalExpression') {
    const both = [
      possibleStrings(node.consequent, scope, depth + 1),
      possibleStrings(node.alternate, scope, depth + 1),
    ];
    return both.every(Boolean) ? both.flat() : null;
  }
  if (node.type === 'Identifier') {
    const typed = typedStrings(node, scope);
    if (typed) return typed;
    const init = constInit(node, scope);
    return init ? possibleStrings(init, scope, depth + 1) : null;
  }
  if (node.type === 'MemberExpression') {
    let object = node.object.type === 'Identifier' ? constInit(node.object, scope) : null;
    while (object && (object.type === 'TSAsExpression' || object.type === 'TSSatisfiesExpression'))
      object = object.expression;
    if (object?.type !== 'ObjectExpression') return null;
    const values = object.properties
      .filter((property) => property.type === 'Property')
      .filter((property) => node.computed || (property.key.name ?? property.key.value) === node.property.name)
      .map((property) => possibleStrings(property.value, scope, depth + 1));
    return values.length > 0 && values.every(Boolean) ? values.flat() : null;
  }
  return null;
}

/** The strings a parameter or variable typed as string literals may be (`table: 'projects' | 'internships'`). */
function typedStrings(identifier, scope) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(identifier.name);
    if (!variable) continue;
    const annotation = variable.defs[0]?.name.typeAnnotation?.typeAnnotation;
    const types = annotation?.type === 'TSUnionType' ? annotation.types : annotation ? [annotation] : [];
    const strings = types.map((type) =>
      type.type === 'TSLiteralType' && typeof type.literal.value === 'string' ? type.literal.value : null,
    );
    return strings.length > 0 && strings.every((text) => text !== null) ? strings : null;
  }
  return null;
}

function constInit(identifier, scope) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(identifier.name);
    if (!variable) continue;
    const definition = variable.defs[0];
    return definition?.type === 'Variable' && definition.parent.kind === 'const'
      ? definition.node.init
      : null;
  }
  return null;
}

/** Tables an `sql` template names after from/join (read) or delete from/into/update (write). */
function tablesInSql(text) {
  const found = [];
  for (const match of text.matchAll(/\b(delete\s+from|from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi))
    found.push({ table: match[2], write: /^(delete|into|update)/i.test(match[1]) });
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
const tableOwnersRule = {
  meta: {
    type: 'problem',
    docs: { description: "Only a table's owner (src/server/db/tables) names it in a query." },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const unit = unitOf(root, context.filename);
    if (!unit) return {};
    const owners = ownersOf(root);

    const check = (node, table, write) => {
      const entry = owners.get(table);
      if (!entry || entry.owner === unit) return;
      if (!write && (entry.readBy === 'all' || entry.readBy.includes(unit))) return;
      const [area, name] = entry.owner.split('/');
      context.report({
        node,
        message:
          `Table "${table}" belongs to ${entry.owner} (${entry.file})${write ? '; only it writes the table' : ''}. ` +
          `Ask its index.ts: put the query in src/server/${area}/${name}/repository.ts and export a function ` +
          `from src/server/${area}/${name}/index.ts for ${unit} to call` +
          (write ? '.' : `, or, for a plain read, let ${unit} read it with readBy in ${entry.file}.`),
      });
    };

    return {
      CallExpression(node) {
        const callee = node.callee;
        const method = callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
        if (!method) return;
        const isTableCall =
          callee.object.type === 'Identifier' && callee.object.name === 'sql' && method === 'table';
        if (!READS.has(method) && !WRITES.has(method) && !isTableCall) return;
        const argument = node.arguments[0];
        const candidates =
          argument?.type === 'ArrayExpression'
            ? argument.elements.map((element) => possibleStrings(element, context.sourceCode.getScope(node)))
            : [possibleStrings(argument, context.sourceCode.getScope(node))];
        for (const strings of candidates)
          for (const text of strings ?? []) check(argument, tableOf(text), WRITES.has(method));
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'TSInstantiationExpression' ? node.tag.expression : node.tag;
        const name =
          tag.type === 'Identifier' ? tag.name : tag.type === 'MemberExpression' ? tag.object.name : null;
        if (name !== 'sql') return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked).join(' ? ');
        for (const { table, write } of tablesInSql(text)) check(node, table, write);
      },
    };
  },
};

const cache = new Map();
/** The owners are read once per lint run (per project root). */
function ownersOf(root) {
  if (!cache.has(root)) cache.set(root, readOwners(root));
  return cache.get(root);
}

export const tableOwnersPlugin = { rules: { 'table-owners': tableOwnersRule } };

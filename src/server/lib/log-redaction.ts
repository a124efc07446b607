import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** The app's logger settings, as Fastify takes them (pino's options). */
export type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** What a log line shows in place of a secret. */
export const REDACTED = '[redacted]';

/** Route parameters that hold a capability: whoever has the URL may act (a calendar feed's token). */
const SECRET_PARAM = /:(token|secret)\b/i;
const SECRET_PARAMS = new RegExp(SECRET_PARAM.source, 'gi');

/** A secret given as `token=…` outside a URL's query string (an error quoting only the query). */
const SECRET_ASSIGNMENT = /\b(token|secret)=(?!\[redacted\])[^\s&#"'<>]+/gi;

/** Characters that end a path segment or a URL inside free text. */
const SEGMENT = String.raw`[^/\s?#"'<>]+`;

/** One literal character of a path as it may reach the server: itself, or percent-encoded. */
function literal(char: string): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  const plain = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return /[A-Za-z0-9]/.test(char) ? plain : `(?:${plain}|%${hex})`;
}

/**
 * The paths of the routes that carry a secret in a path segment, learnt from the routes themselves as they are
 * registered (so a new tokened route is covered without a list to keep), and the hiding of those segments and
 * of every query-string value in anything logged: request lines, messages, errors and their stacks.
 */
export class SecretPaths {
  private readonly patterns: RegExp[] = [];
  private readonly routes = new Map<string, string>();

  /** Called for every route (fastify's onRoute hook). */
  addRoute(url: string): void {
    if (!SECRET_PARAM.test(url) || this.routes.has(url)) return;
    this.routes.set(url, url.replace(SECRET_PARAMS, REDACTED));
    // The path up to the first secret segment, matched case-insensitively and with any character
    // percent-encoded or slash doubled, as a mistyped address may come; then the secret segment itself.
    const segments = url.split('/').filter(Boolean);
    const secretAt = segments.findIndex((segment) => SECRET_PARAM.test(segment));
    const prefix = segments
      .slice(0, secretAt)
      .map((segment) =>
        segment.includes(':') || segment.includes('*') ? SEGMENT : [...segment].map(literal).join(''),
      )
      .map((segment) => `/+${segment}`)
      .join('');
    this.patterns.push(new RegExp(`(${prefix}/+)${SEGMENT}`, 'gi'));
  }

  /** A request's URL for the log: the route with its secret segments hidden, and no query-string value. */
  requestUrl(request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string } }): string {
    const route = request.routeOptions?.url;
    const hidden = route === undefined ? undefined : this.routes.get(route);
    if (hidden === undefined) return this.redact(request.url);
    const query = request.url.indexOf('?');
    return query === -1 ? hidden : `${hidden}${redactQuery(request.url.slice(query))}`;
  }

  /** Any text (a message, an error's message or stack) with secret segments and query values hidden. */
  redact(text: string): string {
    let result = text;
    for (const pattern of this.patterns) result = result.replace(pattern, `$1${REDACTED}`);
    return result
      .replace(/(\/[^\s?#"'<>]*)(\?[^\s#"'<>]*)/g, (_, path: string, query: string) => {
        return `${path}${redactQuery(query)}`;
      })
      .replace(SECRET_ASSIGNMENT, `$1=${REDACTED}`);
  }
}

/** `?token=abc&page=2` → `?token=[redacted]&page=[redacted]`: the names stay, to tell requests apart. */
function redactQuery(query: string): string {
  if (query.length <= 1) return query;
  return `?${query
    .slice(1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&')}`;
}

/**
 * An error as the log shows it — its type, message, stack, own fields (a code, a status) and cause — with every
 * string passed through `redact`: a message such as "Reply was already sent … /api/calendar-feeds/<token>"
 * must not carry the token into the log.
 */
export function serializeError(error: unknown, redact: (text: string) => string, depth = 0): unknown {
  if (typeof error === 'string') return redact(error);
  if (depth > 4 || error === null || typeof error !== 'object') return error;
  if (Array.isArray(error)) return error.map((item) => serializeError(item, redact, depth + 1));
  const serialized: Record<string, unknown> = {};
  if (error instanceof Error) {
    serialized.type = error.constructor.name;
    serialized.message = redact(error.message);
    serialized.stack = error.stack === undefined ? undefined : redact(error.stack);
    if (error.cause !== undefined) serialized.cause = serializeError(error.cause, redact, depth + 1);
    if (error instanceof AggregateError)
      serialized.aggregateErrors = serializeError(error.errors, redact, depth + 1);
  }
  for (const [key, value] of Object.entries(error))
    if (!(key in serialized)) serialized[key] = serializeError(value, redact, depth + 1);
  return serialized;
}

/**
 * The pino settings of the app's log (docs/product.md#security-rules): headers that carry credentials are
 * removed, and no URL token or query-string value is written, whether in the request line, a message such as
 * fastify's "Route GET:… not found", or an error and its stack.
 */
export function loggerOptions(level: string, secrets: SecretPaths): LoggerSettings {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: secrets.requestUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error) =>
        serializeError(error, (text) => secrets.redact(text)) as {
          type: string;
          message: string;
          stack: string;
        },
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg: unknown) => {
          if (typeof arg === 'string') return secrets.redact(arg);
          // A merging object's own strings (a reason, a path); serializers take care of req and err.
          if (
            arg &&
            typeof arg === 'object' &&
            !(arg instanceof Error) &&
            Object.getPrototypeOf(arg) === Object.prototype
          )
            return Object.fromEntries(
              Object.entries(arg).map(([key, value]) => [
                key,
                typeof value === 'string' ? secrets.redact(value) : value,
              ]),
            );
          return arg;
        });
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
}

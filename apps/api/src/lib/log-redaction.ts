import { DrizzleQueryError } from 'drizzle-orm';
import { type LoggerOptions, stdSerializers } from 'pino';

/**
 * Fields that carry secrets or personal data under the names the contract and the services use:
 * passwords and their hashes, tokens and link guids, emails, phones, names and addresses.
 */
const PERSONAL_FIELDS = [
  'password',
  'pwd',
  'cpwd',
  'npwd',
  'opwd',
  'passwordHash',
  'hash',
  'token',
  'at',
  'rt',
  'guid',
  'credential',
  'secret',
  'eml',
  'email',
  'recipient',
  'to',
  'mob',
  'phone',
  'mobile',
  'fnm',
  'lnm',
  'adr1',
  'adr2',
  'address',
  'ct',
  'pc',
  'cmt',
];

/** Query parameters whose values are personal (the reset request's and the links' addresses). */
const PERSONAL_QUERY_PARAMETERS = new Set(['email', 'eml', 'guid', 'token']);

/** The `at …` lines of a stack, without the message above them (which may hold values). */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/** The SQLSTATE fields of a database error that name the failure without the row's values. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'];

/**
 * The error as it may be logged: a failed query keeps its SQL (placeholders only) but loses its
 * parameters, and a database error its `detail` and `where` (the failing row's values).
 */
function withoutQueryValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error instanceof DrizzleQueryError) {
    const safe = new Error(`Failed query: ${error.query}`, { cause: withoutQueryValues(error.cause) });
    safe.name = error.name;
    safe.stack = `${error.name}: ${safe.message}\n${stackFrames(error.stack)}`;
    return safe;
  }
  if ('detail' in error || 'where' in error) {
    const safe = new Error(error.message);
    safe.name = error.name;
    safe.stack = `${error.name}: ${error.message}\n${stackFrames(error.stack)}`;
    const fields = error as unknown as Record<string, unknown>;
    for (const field of DATABASE_ERROR_FIELDS) {
      if (fields[field] !== undefined) Object.assign(safe, { [field]: fields[field] });
    }
    return safe;
  }
  return error;
}

/** A request's URL with the values of personal query parameters replaced. */
function redactedUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const parameters = new URLSearchParams(query);
  for (const name of parameters.keys()) {
    if (PERSONAL_QUERY_PARAMETERS.has(name.toLowerCase())) parameters.set(name, '[Redacted]');
  }
  return `${path}?${parameters.toString()}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Pino options of the API's logger: secrets and personal data redacted wherever a log call puts
 * them (at the top level or one object down), database errors without the query's values, and
 * request URLs without personal query values.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        ...PERSONAL_FIELDS,
        ...PERSONAL_FIELDS.map((field) => `*.${field}`),
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
    },
    serializers: {
      err: (error: unknown) => stdSerializers.err(withoutQueryValues(error) as Error),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

import type { QueryValue } from '~/lib/api-client';
import { languageOf } from '~/lib/public-config';
import { staffRawApi } from './staff-session.server';

interface Download {
  /** The query the API call takes, already checked by the route. */
  query?: Record<string, QueryValue>;
  /** What the file is when the API does not say (its `Content-Type`). */
  type: string;
  /** Its name when the API does not say; `inline` opens it in the browser instead of saving it. */
  filename: string;
  inline?: boolean;
}

/**
 * A back-office file (CSV, XML, PDF) fetched from the API with the staff session and handed on as
 * it streams, with the API's status, type and name, and never cached.
 */
export async function staffDownload(request: Request, path: string, file: Download): Promise<Response> {
  const response = await staffRawApi(request, languageOf(new URL(request.url).pathname), path, {
    query: file.query ?? {},
  });
  return new Response(response.body, {
    status: response.status,
    headers: {
      'Content-Type': response.headers.get('content-type') ?? file.type,
      'Content-Disposition':
        response.headers.get('content-disposition') ??
        `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

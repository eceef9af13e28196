import { HttpError } from 'react-admin';
import { authorizedFetch } from '../api/client';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/** react-admin's HTTP client, through the portal's own fetch (token and refresh-once included). */
export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpResponse> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await authorizedFetch(url, { ...options, headers });
  const body = await response.text();
  const json = parseJson(body);
  if (!response.ok) {
    const message = (json as { message?: string } | null)?.message ?? response.statusText;
    throw new HttpError(message, response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
}

function parseJson(body: string): unknown {
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    return null;
  }
}

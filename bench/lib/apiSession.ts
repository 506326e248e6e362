// A minimal client of the app's API with a session cookie, for the benches that fill or read the
// server through the API as a logged-in user (or an admin) would.
export type ApiCall = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** Calls `${baseUrl}/api${path}` with JSON, keeping the session cookie the server sets. */
export function apiSession(baseUrl: string): ApiCall {
  let cookie = '';
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-window-id': 'bench', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return response.status === 204 ? null : ((await response.json()) as unknown);
  };
}

// A small admin client for Directus's REST API (the local CMS scripts and content:push/pull).

export class DirectusAdminError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'DirectusAdminError';
    this.status = status;
  }
}

export type DirectusAdmin = {
  url: string;
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** `data` of a JSON answer. */
  data<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
};

export const directusAdmin = (url: string, token: string): DirectusAdmin => {
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    // Once more on a connection error: a kept-alive socket that Directus closed after 5 s idle
    // (after a long step between two calls) fails the next call with "fetch failed".
    const res = await send(method, path, body).catch(() => send(method, path, body));
    const text = await res.text();
    if (!res.ok) throw new DirectusAdminError(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`, res.status);
    if (!text) return null as T;
    return (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  };
  return {
    url,
    request,
    data: async <T>(method: string, path: string, body?: unknown) => (await request<{ data: T }>(method, path, body))?.data as T,
  };
};

/** Logs in with e-mail and password; the answer's access token is good for 15 minutes. */
export const loginAdmin = async (url: string, email: string, password: string): Promise<DirectusAdmin> => {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new DirectusAdminError(`login as ${email}: ${res.status} ${await res.text()}`, res.status);
  const { data } = (await res.json()) as { data: { access_token: string } };
  return directusAdmin(url, data.access_token);
};

export const waitForHealth = async (url: string, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/server/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
};

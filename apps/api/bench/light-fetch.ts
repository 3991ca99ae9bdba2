import http from 'node:http';

/**
 * `fetch` for the load generators, over node:http with kept-alive connections. Undici's fetch
 * spends ~0.4 ms of CPU a request here (streams, the WHATWG Response), and the benches run on the
 * machine they measure: every millisecond the load generator spends is one the server does not
 * get. Only what the benches use: method, headers, a string body; redirects are never followed
 * (as `redirect: 'manual'`). The answer is a real Response, so callers read it as from fetch.
 */
export function lightFetch(maxSockets = 256): typeof fetch {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return ((input: string | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const req = http.request(input, { method: init.method ?? 'GET', headers: init.headers as http.OutgoingHttpHeaders, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      });
      req.on('error', reject);
      req.end(typeof init.body === 'string' ? init.body : undefined);
    })) as typeof fetch;
}

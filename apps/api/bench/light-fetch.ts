import http from 'node:http';

/**
 * The part of a Response the benches read: status, ok, headers.get, text() and json(). A WHATWG
 * Response (and its Headers) goes through undici's body streams, ~0.1 ms of CPU an answer here, and
 * the load generator shares the cores it measures; this answer is read straight from the bytes.
 */
class LightAnswer {
  readonly ok: boolean;
  readonly headers: { get: (name: string) => string | null };

  constructor(
    readonly status: number,
    raw: http.IncomingHttpHeaders,
    private readonly body: Buffer,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = {
      get: (name) => {
        const value = raw[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    };
  }

  text(): Promise<string> {
    return Promise.resolve(this.body.toString('utf8'));
  }

  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body.toString('utf8')));
  }
}

/**
 * `fetch` for the load generators, over node:http with kept-alive connections. Undici's fetch
 * spends ~0.4 ms of CPU a request here (streams, the WHATWG Response), and the benches run on the
 * machine they measure: every millisecond the load generator spends is one the server does not
 * get. Only what the benches use: method, headers, a string body; redirects are never followed
 * (as `redirect: 'manual'`); the answer offers only what LightAnswer has (typed as a Response for
 * the callers, which read nothing else).
 */
export function lightFetch(maxSockets = 256): typeof fetch {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return ((input: string | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const req = http.request(input, { method: init.method ?? 'GET', headers: init.headers as http.OutgoingHttpHeaders, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => resolve(new LightAnswer(res.statusCode ?? 0, res.headers, Buffer.concat(chunks)) as unknown as Response));
      });
      req.on('error', reject);
      req.end(typeof init.body === 'string' ? init.body : undefined);
    })) as typeof fetch;
}

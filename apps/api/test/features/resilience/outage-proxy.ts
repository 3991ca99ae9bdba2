import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the API process and PostgreSQL that the test can take down and bring back:
 * down = every relayed connection cut and the port refusing new ones, which is what the API sees
 * while its PostgreSQL server restarts. The shared PostgreSQL itself is never touched (other
 * sessions use it); node:net is all a byte relay needs, so no library.
 */
export class OutageProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined); // a cut relay is the point; each side is destroyed below
      }
      client.pipe(upstream).on('close', () => client.destroy());
      upstream.pipe(client).on('close', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Cuts every relayed connection and stops listening (new connections are refused). */
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

import type pg from 'pg';
import { CONNECT_TIMEOUT_MS } from '../db/database.js';
import { busId, type ChangeBus, type ChangeListener, coalesced, reconnectDelay } from './change-bus.js';

/**
 * The channel of one installation: PostgreSQL delivers notices per database, and installations (and
 * test apps) sharing a database live in their own schemas. Channel names are identifiers (63 bytes).
 */
export const changeChannel = (schema: string | undefined): string =>
  `bo_changes_${schema || 'public'}`.slice(0, 63);

/** The channel of an installation's signals (content-carrying notices), beside its change channel. */
export const signalChannel = (schema: string | undefined): string =>
  `bo_signals_${schema || 'public'}`.slice(0, 63);

/**
 * Change notices over PostgreSQL LISTEN/NOTIFY on a connection of its own, which also sends them. A lost
 * connection is reopened with growing delays and reported to the listener both ways.
 */
export class PostgresChangeBus implements ChangeBus {
  private readonly id = busId();
  private readonly channel: string;
  private readonly signals: string;
  private client: pg.Client | null = null;
  /** The server process of the listening connection (for {@link breakConnection}). */
  private backendPid = 0;
  private closed = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  readonly publish: () => Promise<void>;

  constructor(
    private readonly url: string,
    schema: string | undefined,
    private readonly listener: ChangeListener,
  ) {
    this.channel = changeChannel(schema);
    this.signals = signalChannel(schema);
    this.publish = coalesced(() => this.send());
  }

  /** Resolves once listening, or once the first attempt failed (it keeps trying; the owner was told). */
  async open(): Promise<void> {
    await this.connect().catch((err: unknown) => this.failed(err));
  }

  private async connect(): Promise<void> {
    const { default: pg } = await import('pg');
    // Keep-alive probes notice a peer that vanished without closing (the connection only listens).
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (notice) => {
      if (notice.channel === this.channel && notice.payload !== this.id) this.listener.changed();
      // A signal is `<bus id> <payload>`: this bus's own are not for it.
      const signal = notice.channel === this.signals ? notice.payload : undefined;
      if (signal && !signal.startsWith(`${this.id} `))
        this.listener.signalled(signal.slice(this.id.length + 1));
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
      await client.query(`LISTEN ${pg.escapeIdentifier(this.signals)}`);
      this.backendPid =
        (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.listener.listening(true);
  }

  private lost(client: pg.Client, err: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.listener.warn(err, 'change notices lost their PostgreSQL connection; reconnecting');
    this.listener.listening(false);
    this.reconnect();
  }

  private reconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((err: unknown) => this.failed(err));
    }, reconnectDelay(this.attempt));
    this.retry.unref();
  }

  private failed(err: unknown): void {
    this.attempt++;
    this.listener.warn(err, 'change notices could not connect to PostgreSQL; retrying');
    this.reconnect();
  }

  private async send(): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      await client.query('select pg_notify($1, $2)', [this.channel, this.id]);
    } catch (err) {
      this.listener.warn(err, 'a change notice could not be sent');
    }
  }

  async signal(payload: string): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      await client.query('select pg_notify($1, $2)', [this.signals, `${this.id} ${payload}`]);
    } catch (err) {
      this.listener.warn(err, 'a signal could not be sent');
    }
  }

  /** Test hook: PostgreSQL ends the listening connection, as a network failure or restart would. */
  async breakConnection(): Promise<void> {
    const pid = this.backendPid;
    if (!this.client || !pid) return;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: this.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

import { busId, type ChangeBus, type ChangeListener, coalesced } from './change-bus.js';
import type { Redis } from './redis.js';

/**
 * Change notices over Redis pub/sub on `<namespace>:changes`: a subscriber connection of its own (the
 * client resubscribes after a reconnection), publishing on the shared one.
 */
export class RedisChangeBus implements ChangeBus {
  private readonly id = busId();
  private readonly channel: string;
  private readonly signals: string;
  private subscriber: Redis | null = null;
  /** The subscriber's connection id on the server at start (for {@link breakConnection}). */
  private connectionId = '';
  readonly publish: () => Promise<void>;

  constructor(
    private readonly redis: Redis,
    namespace: string,
    private readonly listener: ChangeListener,
  ) {
    this.channel = `${namespace}:changes`;
    this.signals = `${namespace}:signals`;
    this.publish = coalesced(() => this.send());
  }

  async open(): Promise<void> {
    const subscriber = this.redis.duplicate();
    subscriber.on('error', () => this.listener.listening(false));
    subscriber.on('ready', () => this.listener.listening(true));
    subscriber.on('end', () => this.listener.listening(false));
    await subscriber.connect();
    this.connectionId = String(await subscriber.sendCommand(['CLIENT', 'ID']));
    await subscriber.subscribe(this.channel, (message) => {
      if (message !== this.id) this.listener.changed();
    });
    // A signal is `<bus id> <payload>`: this bus's own are not for it.
    await subscriber.subscribe(this.signals, (message) => {
      if (!message.startsWith(`${this.id} `)) this.listener.signalled(message.slice(this.id.length + 1));
    });
    this.subscriber = subscriber;
    this.listener.listening(true);
  }

  private async send(): Promise<void> {
    try {
      await this.redis.publish(this.channel, this.id);
    } catch (err) {
      this.listener.warn(err, 'a change notice could not be sent');
    }
  }

  async signal(payload: string): Promise<void> {
    try {
      await this.redis.publish(this.signals, `${this.id} ${payload}`);
    } catch (err) {
      this.listener.warn(err, 'a signal could not be sent');
    }
  }

  /** Test hook: Redis closes the subscriber's first connection, as a network failure would. */
  async breakConnection(): Promise<void> {
    await this.redis.sendCommand(['CLIENT', 'KILL', 'ID', this.connectionId]);
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    subscriber?.removeAllListeners('end');
    await subscriber?.close().catch(() => undefined);
  }
}

import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import IORedis from 'ioredis';
import { PLATFORM_CONFIG, type PlatformConfig } from '@captains-log/platform';

const CHANNEL = 'captains-log:game-appended';
/** the local event every append is also emitted under (game ids are UUIDs, never this) */
const ANY = '*';

/**
 * Fan-out of "game X reached revision N" to every api instance, so a viewer connected to any
 * instance hears about appends made on another (Redis pub/sub when REDIS_URL is set; this process
 * only otherwise). Listeners then read the new events from the event store themselves, so a lost
 * or reordered notification can delay a viewer but never skip or reorder an event.
 */
@Injectable()
export class GameNotifier implements OnModuleDestroy {
  private readonly local = new EventEmitter();
  private readonly logger = new Logger('GameNotifier');
  private publisher: IORedis | null = null;
  private subscriber: IORedis | null = null;

  constructor(@Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    this.local.setMaxListeners(0);
    if (config.redisUrl) {
      this.publisher = new IORedis(config.redisUrl, { maxRetriesPerRequest: 2 });
      this.subscriber = new IORedis(config.redisUrl);
      for (const c of [this.publisher, this.subscriber]) c.on('error', (e) => this.logger.warn(`redis: ${e.message}`));
      // Subscribe each time the connection is ready (again): a SUBSCRIBE sent while Redis is away
      // would wait in the offline queue and be rejected on shutdown or after the retries, unheard,
      // and a rejected one is not renewed by ioredis's resubscription. Subscribing twice is harmless.
      const subscriber = this.subscriber;
      subscriber.on('ready', () => {
        subscriber.subscribe(CHANNEL).catch((e: Error) => this.logger.warn(`could not subscribe to redis (${e.message})`));
      });
      this.subscriber.on('message', (_channel, message: string) => {
        const { gameId, revision } = JSON.parse(message) as { gameId: string; revision: number };
        this.local.emit(gameId, revision);
        this.local.emit(ANY, gameId, revision);
      });
    }
  }

  async appended(gameId: string, revision: number): Promise<void> {
    if (this.publisher) {
      // Other instances and this one hear it through Redis.
      await this.publisher.publish(CHANNEL, JSON.stringify({ gameId, revision })).catch((e: Error) => {
        this.logger.warn(`could not publish to redis (${e.message}); notifying this instance only`);
        this.local.emit(gameId, revision);
        this.local.emit(ANY, gameId, revision);
      });
    } else {
      this.local.emit(gameId, revision);
      this.local.emit(ANY, gameId, revision);
    }
  }

  /** listen for appends to one game; returns the unsubscribe function */
  listen(gameId: string, listener: (revision: number) => void): () => void {
    this.local.on(gameId, listener);
    return () => this.local.off(gameId, listener);
  }

  /** listen for appends to every game (issue 13: the judges' stream); returns the unsubscribe function */
  listenAll(listener: (gameId: string, revision: number) => void): () => void {
    this.local.on(ANY, listener);
    return () => this.local.off(ANY, listener);
  }

  onModuleDestroy(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CardCatalogue, starterCards } from '@captains-log/cards';
import { READ_MODELS } from '@captains-log/platform';
import { loadCardsFromReadModel, readCardCatalogueStamp, type ReadModelDatabase } from '@captains-log/read-models';

/**
 * Where the api's cards come from; every /cards and /decks answer carries it, so a client always
 * knows whether it searched the imported card list or the small built-in pool.
 */
export type CardSource =
  | {
      kind: 'read-model';
      cards: number;
      /** when the last import changed the catalogue */
      updatedAt: string;
      /** pglite or postgres */
      database: string;
    }
  | {
      kind: 'starter-pool';
      cards: number;
      reason: string;
    };

export interface LoadedCatalogue {
  readonly catalogue: CardCatalogue;
  readonly source: CardSource;
}

export const STARTER_POOL_REASON =
  'the card read model is empty, so the built-in Premiere starter pool is served; run `captains-log cards import <csv>` to load the full card list';

/**
 * The card catalogue the api searches: the card read model (`cards` table) when it has cards,
 * otherwise the built-in starter pool from libs/cards, so a fresh clone answers without
 * ../shared. The read model is loaded whole into libs/cards' in-memory CardCatalogue (4,155 cards
 * index in well under a second) and reloaded when an import changes it: each call compares the
 * table's row count and latest update time, which is one cheap aggregate query.
 */
@Injectable()
export class CardCatalogueService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Cards');
  private starter?: LoadedCatalogue;
  private loaded?: { key: string; promise: Promise<LoadedCatalogue> };

  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModelDatabase) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const { source } = await this.current();
      this.logger.log(
        source.kind === 'read-model'
          ? `serving ${source.cards} cards from the card read model (${source.database}, updated ${source.updatedAt})`
          : `serving the built-in starter pool (${source.cards} cards): ${source.reason}`,
      );
    } catch (err) {
      this.logger.error(`card catalogue not loaded yet: ${(err as Error).message}`);
    }
  }

  async current(): Promise<LoadedCatalogue> {
    const stamp = await readCardCatalogueStamp(this.readModels);
    if (stamp.count === 0) return this.starterPool();
    const updatedAt = (stamp.updatedAt ?? new Date(0)).toISOString();
    const key = `${stamp.count}@${updatedAt}`;
    if (this.loaded?.key !== key) {
      const promise = this.load(updatedAt);
      const entry = { key, promise };
      this.loaded = entry;
      // a failed load is retried by the next request instead of being cached
      promise.catch(() => {
        if (this.loaded === entry) this.loaded = undefined;
      });
    }
    return this.loaded!.promise;
  }

  private async load(updatedAt: string): Promise<LoadedCatalogue> {
    const started = performance.now();
    const cards = await loadCardsFromReadModel(this.readModels);
    const catalogue = new CardCatalogue(cards);
    this.logger.log(`loaded ${cards.length} cards from the read model in ${Math.round(performance.now() - started)} ms`);
    return {
      catalogue,
      source: { kind: 'read-model', cards: cards.length, updatedAt, database: this.readModels.info.mode },
    };
  }

  private starterPool(): LoadedCatalogue {
    if (!this.starter) {
      const catalogue = new CardCatalogue(starterCards());
      this.starter = { catalogue, source: { kind: 'starter-pool', cards: catalogue.size, reason: STARTER_POOL_REASON } };
    }
    return this.starter;
  }
}

import { ConflictException, HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SavedDeckSummary } from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import { Prisma, type ReadModelDatabase } from '@captains-log/read-models';
import { ValidateDeckQuery, type DeckValidationResponse } from '../cards/card-queries';
import type { DeckFormat } from '../cards/card-requests';

/** How many decks one account may keep (a page of decks, not a store for scripts). */
export const MAX_DECKS_PER_ACCOUNT = 200;

export interface SavedDeckRow {
  id: string;
  ownerId: string;
  name: string;
  text: string;
  format: string;
  valid: boolean;
  problemCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A saved deck with its list and the check of it (what POST /decks/validate answers). */
export type SavedDeckView = SavedDeckSummary & { text: string; validation: DeckValidationResponse };

/**
 * Saved decks in the read-model database (`saved_decks`, user content like accounts): each owner
 * sees only their own (someone else's deck id is a 404, as if it did not exist). Checking a list is
 * the cards module's ValidateDeckQuery, so a saved deck is judged exactly like POST /decks/validate.
 */
@Injectable()
export class SavedDecks {
  constructor(
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
    private readonly queries: QueryBus,
  ) {}

  get table() {
    return this.rm.prisma.savedDeck;
  }

  check(text: string, format: DeckFormat): Promise<DeckValidationResponse> {
    return this.queries.execute(new ValidateDeckQuery({ deck: text, format }));
  }

  /** The owner's deck (404 for a deck that does not exist or is someone else's). */
  async owned(ownerId: string, id: string): Promise<SavedDeckRow> {
    const row = await this.rm.prisma.savedDeck.findFirst({ where: { id, ownerId } });
    if (!row) throw new NotFoundException(`you have no saved deck with id ${id}`);
    return row;
  }

  /** The list of a deck the caller names by id, or the pasted list. */
  async listOf(ownerId: string, choice: { deckId?: string; deck?: string }): Promise<{ text: string; deckId?: string; name?: string }> {
    if (choice.deck !== undefined) return { text: choice.deck };
    const row = await this.owned(ownerId, choice.deckId!);
    return { text: row.text, deckId: row.id, name: row.name };
  }

  /** Run a write that may collide with another deck of the same name: 409 naming it. */
  async uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw nameTaken(name);
      throw err;
    }
  }

  async assertNameFree(ownerId: string, name: string, except?: string): Promise<void> {
    const clash = await this.rm.prisma.savedDeck.findFirst({ where: { ownerId, name, ...(except ? { NOT: { id: except } } : {}) } });
    if (clash) throw nameTaken(name);
  }

  async assertRoom(ownerId: string): Promise<void> {
    if ((await this.rm.prisma.savedDeck.count({ where: { ownerId } })) >= MAX_DECKS_PER_ACCOUNT) {
      throw new HttpException(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'TOO_MANY_DECKS',
          rule: `platform rule › saved decks: at most ${MAX_DECKS_PER_ACCOUNT} per account`,
          message: `you have ${MAX_DECKS_PER_ACCOUNT} saved decks; delete one first`,
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
  }
}

const nameTaken = (name: string) =>
  new ConflictException({ statusCode: 409, error: 'Conflict', message: `body.name: you already have a deck named ${JSON.stringify(name)}` });

export function deckSummary(row: SavedDeckRow): SavedDeckSummary {
  return {
    id: row.id,
    name: row.name,
    format: row.format as SavedDeckSummary['format'],
    valid: row.valid,
    problemCount: row.problemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function deckView(row: SavedDeckRow, validation: DeckValidationResponse): SavedDeckView {
  return { ...deckSummary(row), text: row.text, validation };
}

/** What a check counts as problems: construction problems plus unreadable lines and unknown cards. */
export const problemCountOf = (validation: DeckValidationResponse) => validation.problems.length + validation.listErrors.length;

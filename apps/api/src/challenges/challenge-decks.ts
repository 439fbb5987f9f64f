import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { DeckChoice } from '@captains-log/contracts';
import { SavedDecks } from '../decks/saved-decks';
import type { ChallengeDeck } from './challenge-rules';

/**
 * The deck a player brings to a challenge: one of their saved decks or a pasted list, checked the
 * way a new game checks it (1E construction rules, every card allowed) before anything is recorded,
 * so an accepted challenge always becomes a game. 422 DECK_INVALID names every problem and line.
 */
@Injectable()
export class ChallengeDecks {
  constructor(private readonly decks: SavedDecks) {}

  async playable(ownerId: string, choice: DeckChoice): Promise<ChallengeDeck> {
    const list = await this.decks.listOf(ownerId, choice);
    const check = await this.decks.check(list.text, 'open');
    if (!check.valid) {
      throw new HttpException(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'DECK_INVALID',
          rule: '1E rulebook › BUILDING YOUR DECK',
          message: `the deck list is not valid: ${check.problems.length + check.listErrors.length} problem(s)`,
          problems: [...check.listErrors, ...check.problems],
          cardSource: check.source.kind,
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    return { text: list.text, ...(list.deckId ? { savedDeckId: list.deckId } : {}), ...(list.name ? { name: list.name } : {}) };
  }
}

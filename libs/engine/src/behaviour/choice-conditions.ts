/**
 * Issue 15 (choices): the table conditions of vocabulary-choices.ts › ChoiceCondition, read with the
 * other ability conditions (verbs-events-d.ts › CONDITIONS, joined with one line). Kept apart from
 * choices.ts so that table loads without the verb modules.
 */
import { bp } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { matches } from './play';
import type { ChoiceCondition } from './vocabulary-choices';
import { titledAmong } from '../card-facts';


export const CHOICE_CONDITIONS: { readonly [K in ChoiceCondition['kind']]: (state: GameState, player: PlayerId, card: string, condition: Extract<ChoiceCondition, { kind: K }>) => boolean } = {
  'your-hand-empty': (state, player) => cardsIn(state, Z.hand(player)).length === 0,
  'hand-holds': (state, player, _card, condition) => cardsIn(state, Z.hand(player)).filter((iid) => matches(bp(state, iid), condition.filter)).length >= condition.atLeast,
  'none-in-play': (state, player, _card, condition) =>
    !tableIndex(state).inPlay.some((instance) => instance.faceUp && (condition.whose !== 'opponent' || instance.owner !== player) && titledAmong(condition.titles, bp(state, instance.iid))),
};

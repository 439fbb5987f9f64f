/**
 * Issue 15 (helper bogborg): Relentless lets Adapt: Negate Obstruction target, once each turn, a dilemma the player's
 * [TNG] Borg already encountered earlier the same turn (Adapt alone needs an earlier turn: adapt-conditions.ts).
 *   `relentlessSameTurn`: Relentless face up on the player's table, its once-each-turn not spent this turn, the player's
 *   previous encounter of the dilemma's title was this turn (`GameState.dilemmasFacedTurns`, the last two turns of
 *   each title, recorded by evolve on `DilemmaEncountered`), and the encountering team holds a [TNG] Borg of theirs.
 *   Verb `spend-relentless-adapt` (on Adapt's `played` trigger, before the nullify): when the target was not faced on
 *   an earlier turn, the play leaned on Relentless — its once-each-turn is spent (`CardAbilityUsed`, key
 *   `Relentless: Adapt this turn`).
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; THE PLAY PHASE › When Responses Happen.
 * Decision: the earlier encounter is the player's (their teams are Borg, as adapt-conditions.ts reads it); the [TNG]
 * Borg asked for is looked for in the team encountering it now (the one that met it before, most of the time).
 */
import { present } from '../attempt/teams';
import { blueprintOf, isTitled } from '../card-facts';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { showsIcon } from './property-logos';
import type { VerbContext } from './verbs';

export type RelentlessAdaptEffect = { readonly kind: 'spend-relentless-adapt' };

/** For the catalogue test. */
export const RELENTLESS_ADAPT_WORDS: readonly string[] = ['effect:spend-relentless-adapt'];

const KEY = 'Relentless: Adapt this turn';

function relentlessReady(state: GameState, player: PlayerId): boolean {
  if (state.abilityUses?.[`${player}|${KEY}`] === state.turn?.number) return false;
  return cardsIn(state, Z.table(player)).some((iid) => state.cards[iid]!.faceUp && isTitled(blueprintOf(state, iid), 'Relentless'));
}

/** Whether Relentless lets `player` play Adapt on a dilemma of `title` they faced earlier this very turn. */
export function relentlessSameTurn(state: GameState, player: PlayerId, title: string): boolean {
  const turn = state.turn?.number;
  const attempt = state.attempt;
  if (turn === undefined || !attempt || !relentlessReady(state, player)) return false;
  const turns = state.dilemmasFacedTurns?.[`${player}|${title}`] ?? [];
  if (turns.length < 2 || turns[0] !== turn) return false;
  const team = attempt.team ? present(state, attempt, attempt.team) : [];
  return team.some((iid) => {
    const card = blueprintOf(state, iid);
    return state.cards[iid]?.owner === player && card.type === 'Personnel' && (card.affiliations as readonly string[]).includes('Borg') && showsIcon(card, 'TNG');
  });
}

type Handler<K extends RelentlessAdaptEffect['kind']> = (v: VerbContext, effect: Extract<RelentlessAdaptEffect, { kind: K }>) => void;

export const RELENTLESS_ADAPT_VERBS: { readonly [K in RelentlessAdaptEffect['kind']]: Handler<K> } = {
  'spend-relentless-adapt': (v) => {
    const state = v.ctx.state;
    if (!v.target || !state.cards[v.target] || !state.turn) return;
    const first = state.dilemmasFaced?.[`${v.player}|${blueprintOf(state, v.target).title}`];
    if (first !== undefined && first < state.turn.number) return;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: KEY, turn: state.turn.number, rule: RULES.triggers });
  },
};

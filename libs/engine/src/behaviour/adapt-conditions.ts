/**
 * Issue 15 (helper borgobj): "nullifies a dilemma (except a Q-related dilemma) just encountered by your [Com]
 * Borg if your Borg encountered that dilemma (or a copy) on a previous turn" (Adapt: Negate Obstruction).
 *   Play condition `borg-faced-before`: in the `dilemma-encountered` window of the card's player's own
 *   attempt, the encountering team holds a [Com] Borg of theirs, the dilemma is not keyworded "Q-related
 *   dilemma", and they first encountered a dilemma of that title on an earlier turn (`GameState.dilemmasFaced`,
 *   recorded by evolve on `DilemmaEncountered`).
 *   1E rulebook › THE PLAY PHASE › When Responses Happen (a dilemma just encountered); ATTEMPT A MISSION ›
 *   NULLIFIERS.
 * Decision: the record is of the attempting player's encounters (a Borg player's teams are Borg; a non-Borg
 * team facing the title earlier counts too).
 */
import { present } from '../attempt/teams';
import { blueprintOf } from '../card-facts';
import { problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState } from '../types';
import { relentlessSameTurn } from './relentless-adapt';
import type { CardBehaviour } from './vocabulary';

export type AdaptCondition = { readonly kind: 'borg-faced-before' };

export const ADAPT_WORDS: readonly string[] = ['condition:borg-faced-before'];

function facedBefore(state: GameState, player: string): boolean {
  const top = (state.windows ?? []).at(-1);
  const attempt = state.attempt;
  if (top?.action !== 'dilemma-encountered' || !attempt || attempt.player !== player || !state.turn) return false;
  const dilemma = blueprintOf(state, top.card);
  if (dilemma.characteristics.some((c) => c.toLowerCase().startsWith('q-related dilemma'))) return false;
  const first = state.dilemmasFaced?.[`${player}|${dilemma.title}`];
  // Issue 15 (helper bogborg): Relentless allows a dilemma faced earlier the same turn, once each turn (relentless-adapt.ts).
  if ((first === undefined || first >= state.turn.number) && !relentlessSameTurn(state, player, dilemma.title)) return false;
  const team = attempt.team ? present(state, attempt, attempt.team) : [];
  return team.some((iid) => {
    const card = blueprintOf(state, iid);
    return state.cards[iid]?.owner === player && card.type === 'Personnel' && (card.affiliations as readonly string[]).includes('Borg') && card.icons.some((icon) => icon.code === 'Com');
  });
}

/** The play's `borg-faced-before` conditions (play.ts › checkScriptedPlay). */
export function checkAdaptConditions(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? [])
    if (condition.kind === 'borg-faced-before' && !facedBefore(state, command.actor))
      return problem('PLAY_CONDITION', `${behaviour.title} needs a dilemma your [Com] Borg just encountered and your Borg faced on an earlier turn`, RULES.triggers);
  return null;
}

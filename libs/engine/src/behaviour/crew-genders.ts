/**
 * Issue 15 (assorted): a play condition on one of your crews — "plays on your non-[Bor] crew of at
 * least six personnel. If more males than females, …; otherwise, …" (Life's Simple Pleasures). The
 * card's two outcomes are its two ways of playing (`modes`), each requiring a crew that leads to it,
 * so the player's choice of crew is the choice of way. A crew is the personnel aboard one of your
 * ships or facilities; male and female are the personnel's characteristics (a personnel with neither
 * counts as neither).
 *   1E rulebook › PLAYING A CARD (a card whose conditions are not met is not played); GLOSSARY › crew.
 * Joined to `PlayCondition` (vocabulary-events.ts) with one line; checked by `checkScriptedPlay`
 * (behaviour/play.ts) with one call.
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import type { CardBehaviour } from './vocabulary';

export type CrewGenderCondition = {
  /** You have a crew of at least `atLeast` personnel (none of `notAffiliation`) whose males outnumber its females (`moreMales: true`) or do not (`false`). */
  readonly kind: 'your-crew-genders';
  readonly atLeast: number;
  readonly notAffiliation?: string;
  readonly moreMales: boolean;
};

const has = (state: GameState, iid: string, word: string) => bp(state, iid).characteristics.some((one) => one.toLowerCase() === word);

/** Whether `player` has such a crew now. */
export function hasCrewByGenders(state: GameState, player: PlayerId, condition: CrewGenderCondition): boolean {
  return (tableIndex(state).inPlayBy[player] ?? []).some((instance) => {
    const type = bp(state, instance.iid).type;
    if (type !== 'Ship' && type !== 'Facility') return false;
    const crew = cardsIn(state, Z.aboard(instance.iid)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel');
    if (crew.length < condition.atLeast) return false;
    if (condition.notAffiliation && crew.some((iid) => (bp(state, iid).affiliations as readonly string[]).includes(condition.notAffiliation!))) return false;
    const males = crew.filter((iid) => has(state, iid, 'male')).length;
    const females = crew.filter((iid) => has(state, iid, 'female')).length;
    return males > females === condition.moreMales;
  });
}

export function checkCrewGenders(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? [])
    if (condition.kind === 'your-crew-genders' && !hasCrewByGenders(state, command.actor, condition))
      return problem('PLAY_CONDITION', `${behaviour.title} needs a crew of yours of at least ${condition.atLeast} personnel where males ${condition.moreMales ? 'outnumber' : 'do not outnumber'} females`, RULES.triggers);
  return null;
}

export const CREW_GENDER_WORDS: readonly string[] = ['condition:your-crew-genders'];

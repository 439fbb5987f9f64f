/**
 * Issue 15 (personnel): the handler of the combat abilities (vocabulary-combat.ts) — one engagement's
 * outcome adjusted by the abilities of its two adversaries.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (combat: stunned, mortally wounded).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import type { GameState } from '../types';
import { behaviourOf } from './registry';
import type { CombatAbility } from './vocabulary-combat';
import { neverStunnedAsCopy } from './stored-copies';

export type Outcome = 'none' | 'stunned' | 'mortally-wounded';

function abilities(state: GameState, iid: string): readonly CombatAbility[] {
  const battle = behaviourOf(state.cards[iid]!.blueprint)?.battle;
  return (battle ?? []).filter((ability): ability is CombatAbility => ability.kind === 'mortally-wounds-its-stuns' || ability.kind === 'never-stunned' || ability.kind === 'stuns-adversary');
}

/** The engagement of `a` and `d` after their abilities: the outcome and who suffers it. */
export function adjustEngagement(state: GameState, a: string, d: string, outcome: Outcome, loser: string | null): { outcome: Outcome; loser: string | null } {
  let result = { outcome, loser };
  // "May stun adversary he just engaged" (either side; when both may, the engagement stands as fought).
  const stunners = [a, d].filter((iid) => {
    const other = iid === a ? d : a;
    return abilities(state, iid).some((ability) => ability.kind === 'stuns-adversary' && !(ability.unlessSkill && skillLevel(memberOf(state, other), ability.unlessSkill) > 0));
  });
  if (stunners.length === 1) {
    const victim = stunners[0] === a ? d : a;
    if (!(result.loser === victim && result.outcome === 'mortally-wounded')) result = { outcome: 'stunned', loser: victim };
  }
  if (result.loser && result.outcome === 'stunned') {
    const winner = result.loser === a ? d : a;
    if (abilities(state, winner).some((ability) => ability.kind === 'mortally-wounds-its-stuns')) result = { outcome: 'mortally-wounded', loser: result.loser };
  }
  // Issue 15 (helper outside): also a copy of a personnel stored on its owner's card that says so (stored-copies.ts: Bluegills).
  if (result.loser && result.outcome !== 'none' && (abilities(state, result.loser).some((ability) => ability.kind === 'never-stunned') || neverStunnedAsCopy(state, result.loser))) result = { outcome: 'none', loser: null };
  return result;
}

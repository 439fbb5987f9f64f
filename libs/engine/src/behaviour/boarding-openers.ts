/**
 * Issue 15 (lead): equipment that acts at the start of a boarding group's personnel battle (Rogue Borg Mercenaries
 * fighting a ship's crew: behaviour/self-controlled.ts › groupBattlesCrew). That battle is fought by the engine within
 * one command, with no response window (neither player controls the group); an opener is used by the engine for the
 * crew's player, since it can only help them: no cost, no hidden card, nothing given up. Card field
 * `boardingBattleOpener`:
 * - `stun-random-member` — one member of the group, picked at random, is stunned (it takes no part in the combat and
 *   its STRENGTH does not count for the winner) — Tommygun;
 * - `kill-members` (`count`) — issue 15 (helper battle): up to `count` members are killed (discarded) before the combat;
 *   the others' STRENGTH counts the members left — Breen CRM114;
 * The equipment must be aboard the ship with the crew, face up, and working (a holographic one only where holograms
 * are activated).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses: "at start of battle"; 4. Combat: stunned);
 *   STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS; MISCELLANEOUS RULES › RANDOM SELECTION.
 */
import { weaponHurt } from './verbs-events-c';
import { leavePlay } from '../attempt/leaving-play';
import type { Ctx } from '../context';
import { bp } from '../context';
import { BATTLE_RULES } from '../battle/rules-battle';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { isDeactivated } from './holograms';
import { selectAtRandom } from './random-selection';
import { behaviourOf } from './registry';

export type BoardingBattleOpener =
  | { readonly kind: 'stun-random-member' }
  /** Issue 15 (helper battle): up to `count` members of the group are killed (discarded, as the group's dead are) before the combat — Breen CRM114. */
  | { readonly kind: 'kill-members'; readonly count: number };

/** For the catalogue test and the README. */
export const BOARDING_OPENER_WORDS: readonly string[] = ['boarding-opener:stun-random-member', 'boarding-opener:kill-members'];

/**
 * Before the combat of the group `members` on `ship` against `player`'s crew: each opener aboard acts, in zone order.
 * Returns the members it hurt: stunned, or mortally wounded (a [Holo] weapon while Disengage Safety Protocols is in play).
 */
export function openBoardingBattle(ctx: Ctx, ship: string, player: PlayerId, members: readonly string[]): { stunned: Set<string>; wounded: Set<string> } {
  const stunned = new Set<string>();
  const wounded = new Set<string>();
  for (const iid of cardsIn(ctx.state, Z.aboard(ship))) {
    const instance = ctx.state.cards[iid]!;
    const opener = instance.faceUp && instance.owner === player ? behaviourOf(instance.blueprint)?.boardingBattleOpener : undefined;
    if (!opener || isDeactivated(ctx.state, iid)) continue;
    if (opener.kind === 'kill-members') {
      // "Up to" the count: every member is alike, so the first ones still there (zone order); the rest of the group fights.
      const victims = members.filter((member) => ctx.state.cards[member]?.zone === Z.on(ship)).slice(0, opener.count);
      for (const victim of victims) leavePlay(ctx, victim, 'discarded', bp(ctx.state, iid).title);
      if (victims.length > 0) ctx.emit({ type: 'CardEffectResolved', card: iid, player, effect: `${victims.length} ${bp(ctx.state, victims[0]!).title} killed at the start of the battle`, target: ship, rule: BATTLE_RULES.combat });
      continue;
    }
    // stun-random-member
    const standing = members.filter((member) => !stunned.has(member) && !wounded.has(member) && ctx.state.cards[member]?.zone === Z.on(ship));
    const [victim] = selectAtRandom(ctx, { purpose: `${bp(ctx.state, iid).title}: stunned`, candidates: standing, hurts: true });
    if (!victim) break;
    // Issue 15 (lead): a [Holo] weapon mortally wounds instead while Disengage Safety Protocols is in play (verbs-events-c.ts › weaponHurt).
    const outcome = weaponHurt(ctx.state, iid);
    (outcome === 'stunned' ? stunned : wounded).add(victim);
    ctx.emit({ type: 'CombatResolved', adversaries: [victim, victim], strengths: [0, 0], outcome, loser: victim, by: iid, rule: `${BATTLE_RULES.combat}; ${RULES.randomSelection}` });
    ctx.emit({ type: 'CardEffectResolved', card: iid, player, effect: `${bp(ctx.state, victim).title} ${outcome === 'stunned' ? 'stunned' : 'mortally wounded'} at the start of the battle`, target: victim, rule: BATTLE_RULES.combat });
  }
  return { stunned, wounded };
}

/**
 * Issue 15 (lead, facilities in ship battle): a card on a homeworld that fires upon an attacker — HQ: Orbital Weapons
 * Platform. Used as a response ability in the battle-initiated window (response-abilities.ts), one use per copy:
 * - target `opposing-ship-attacking-homeworld`: while the opponent's ship battle just initiated at the homeworld where
 *   the acting card lies targets the player's ship or facility of the homeworld's affiliation (its mission's affiliation
 *   icon), each opposing ship present there (in space, not cloaked) may be fired upon;
 * - effect `fire-upon-target-ship` (`markers`): the ship takes that many damage markers (rotation damage: two destroy
 *   it, "damaged = [Flip][Flip]"); one still in play after it is taken out of the attacking force ("you may exclude
 *   that ship from that battle": always done, the attacker's side being the only one it helps).
 *   1E rulebook › BATTLE › SHIP BATTLE › 3. Responses (cards that apply at the initiation of battle); DAMAGE AND REPAIRS
 *   › ROTATION DAMAGE; THE CARDS › MISSIONS (homeworlds: the affiliation icon of the mission).
 * One use per copy each turn (`perCopy`, `once-per-turn`) stands for "each time … each of your Platforms": two battles
 * at the same homeworld in one turn would let a Platform fire only in the first.
 */
import { blueprintOf, homeworldAffiliationsOf } from '../card-facts';
import { bp } from '../context';
import { damageShip } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, other, Z } from '../zones';
import { isCloaked } from './ship-equipment';
import { finding } from './target-table';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';

export type OrbitalPlatformTarget = { readonly kind: 'opposing-ship-attacking-homeworld' };
export type OrbitalPlatformEffect = { readonly kind: 'fire-upon-target-ship'; readonly markers: number };

/** The opposing ships present the acting card (`self`) may fire upon now. */
export function platformTargets(state: GameState, player: PlayerId, self: string | undefined): string[] {
  const battle = state.battle;
  if (!self || !battle || battle.kind !== 'ship' || battle.defender !== player || !battleWindow(state) || !battle.target) return [];
  const location = locationOfCard(state, self);
  if (location !== battle.location) return [];
  const affiliations = new Set<string>((state.locations[location]?.missions ?? []).flatMap((iid) => homeworldAffiliationsOf(blueprintOf(state, iid))));
  const target = state.cards[battle.target];
  if (!target || target.owner !== player || !(blueprintOf(state, battle.target).affiliations as readonly string[]).some((affiliation) => affiliations.has(affiliation))) return [];
  return cardsIn(state, Z.space(location)).filter((iid) => state.cards[iid]!.owner === other(player) && bp(state, iid).type === 'Ship' && !isCloaked(state, iid));
}

export const ORBITAL_PLATFORM_TARGETS = finding(['opposing-ship-attacking-homeworld'], (state, player, _spec, self) => platformTargets(state, player, self));

export const ORBITAL_PLATFORM_VERBS = {
  'fire-upon-target-ship': (v: VerbContext, effect: OrbitalPlatformEffect): void => {
    const ship = v.target;
    if (!ship || !v.ctx.state.cards[ship]) return;
    const title = bp(v.ctx.state, ship).title;
    for (let i = 0; i < effect.markers && v.ctx.state.cards[ship] && (v.ctx.state.cards[ship]!.damage ?? 0) < 2; i += 1) damageShip(v.ctx, ship, bp(v.ctx.state, v.card).title);
    const battle = v.ctx.state.battle;
    const survives = !!v.ctx.state.cards[ship] && (v.ctx.state.cards[ship]!.damage ?? 0) < 2 && battle?.attacking.includes(ship);
    if (survives && battle) v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'excluded', player: battle.attacker, cards: [ship], source: v.card }, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `fired upon ${title}`, target: ship, rule: RULES.cardEffects });
  },
};

/** For the catalogue test and the README. */
export const ORBITAL_PLATFORM_WORDS: readonly string[] = ['target:opposing-ship-attacking-homeworld', 'effect:fire-upon-target-ship'];

/**
 * Issue 15 (helper dqv): a ship's attributes changed "until the start of your next turn" (Divert Power:
 * "transfer power" — one attribute +2, the other two −1; or WEAPONS or SHIELDS +4).
 *   - target `your-ship-and-attribute` (`attributes`, `crew`): one of your ships in play whose crew meets
 *     every group of `crew` (each group: some personnel of yours aboard matching one of its needs — a skill
 *     it has now, an icon, an affiliation), and the attribute named for it, written `ship>ATTRIBUTE`;
 *   - effect `ship-attributes-until-your-next-turn` (`raise`, `lowerOthers`): the named attribute + `raise`,
 *     each other one − `lowerOthers`. Kept as a turn-stamped use key (as turn-charges.ts keeps its charges):
 *     it lasts through the turn it is made and the opponent's turn after, ends as its player's next turn
 *     begins, and only while the card that made it is still in play. `shipAttribute` (ship-modifiers.ts)
 *     adds `poweredShipDelta`;
 *   - turn-start condition `lies-on-card`: the card lies on another card (a ship) — "then discard".
 *   1E rulebook › SHIPS (RANGE, WEAPONS, SHIELDS); THE CARDS › OBJECTIVES (lasting effects end as the card
 *   leaves play); MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL".
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import { PLAYERS, type GameState, type PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z, zoneKind } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { ShipAttribute } from './vocabulary-events';

/** One way a crew member answers a need: a skill (as it has it now), an icon it shows, an affiliation. */
export interface CrewNeed {
  readonly skill?: string;
  readonly icon?: string;
  readonly affiliation?: string;
}

export type PowerTarget = { readonly kind: 'your-ship-and-attribute'; readonly attributes: readonly ShipAttribute[]; readonly crew: readonly (readonly CrewNeed[])[] };
export type PowerEffect = { readonly kind: 'ship-attributes-until-your-next-turn'; readonly raise: number; readonly lowerOthers?: number };
export type PowerTurnStartCondition = { readonly kind: 'lies-on-card' };

/** For the catalogue test and the README. */
export const POWER_TRANSFER_WORDS: readonly string[] = ['target:your-ship-and-attribute', 'effect:ship-attributes-until-your-next-turn'];

const ATTRIBUTES: readonly ShipAttribute[] = ['RANGE', 'WEAPONS', 'SHIELDS'];
const PREFIX = '(ship attributes until your next turn) ';

function answers(state: GameState, iid: string, need: CrewNeed): boolean {
  const card = blueprintOf(state, iid);
  if (need.affiliation && !(card.affiliations as readonly string[]).includes(need.affiliation)) return false;
  if (need.icon && !card.icons.some((icon) => icon.code === need.icon)) return false;
  if (need.skill && skillLevel(memberOf(state, iid), need.skill) === 0) return false;
  return true;
}

/** Whether `player`'s personnel aboard `ship` meet every group of needs. */
export function crewMeets(state: GameState, player: PlayerId, ship: string, crew: PowerTarget['crew']): boolean {
  const aboard = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === player && blueprintOf(state, iid).type === 'Personnel');
  return crew.every((group) => aboard.some((iid) => group.some((need) => answers(state, iid, need))));
}

function targets(state: GameState, player: PlayerId, spec: PowerTarget): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship' && crewMeets(state, player, instance.iid, spec.crew))
    .flatMap((instance) => spec.attributes.map((attribute) => `${instance.iid}>${attribute}`));
}

export const POWER_TARGETS = finding(['your-ship-and-attribute'], (state, player, spec) => targets(state, player, spec));

export const POWER_VERBS: { readonly [K in PowerEffect['kind']]: (v: VerbContext, effect: Extract<PowerEffect, { kind: K }>) => void } = {
  'ship-attributes-until-your-next-turn': (v, effect) => {
    const [ship, named] = (v.target ?? '').split('>') as [string, ShipAttribute | undefined];
    const state = v.ctx.state;
    if (!state.cards[ship] || !named || !ATTRIBUTES.includes(named) || !state.turn) return;
    const deltas = ATTRIBUTES.map((attribute) => `${attribute}:${attribute === named ? effect.raise : -(effect.lowerOthers ?? 0)}`).join(',');
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${PREFIX}${ship}>${v.card}>${deltas}`, turn: state.turn.number, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, ship).title}: ${deltas} until the start of ${v.player}'s next turn`, rule: RULES.cardEffects });
  },
};

const usesPower: BlueprintTest = (b) => JSON.stringify(b).includes('ship-attributes-until-your-next-turn');

/** What the changes made to `ship` until its maker's next turn add to `attribute` now. */
export function poweredShipDelta(state: GameState, ship: string, attribute: ShipAttribute): number {
  const turn = state.turn;
  if (!turn || !state.abilityUses || blueprintsWhere(state, usesPower).size === 0) return 0;
  let total = 0;
  for (const player of PLAYERS) {
    const head = `${player}|${PREFIX}${ship}>`;
    for (const [key, used] of Object.entries(state.abilityUses)) {
      if (!key.startsWith(head) || !(used === turn.number || (used === turn.number - 1 && turn.player !== player))) continue;
      const [source, deltas] = key.slice(head.length).split('>') as [string, string];
      const instance = state.cards[source];
      if (!instance || !isInPlayZone(instance.zone)) continue;
      const entry = deltas.split(',').find((one) => one.startsWith(`${attribute}:`));
      total += entry ? Number(entry.slice(attribute.length + 1)) : 0;
    }
  }
  return total;
}

/** `lies-on-card`: the card lies on another card. */
export function liesOnCard(state: GameState, card: string): boolean {
  return zoneKind(state.cards[card]?.zone ?? '') === 'on';
}

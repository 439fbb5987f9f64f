/**
 * Issue 15 (helper qcau): equipment that may be left at a space mission and then waits there for a ship — "may be left
 * at any space mission; damages next ship to stop here without 3 Navigation (discard pod); (not cumulative)"
 * (Anti-Matter Pod).
 *   - target `space-mission-where-self-is`: the location of the ship (in space or docked) the acting card is aboard,
 *     when that location has a space (or dual) mission — the ability's only target;
 *   - verb `leave-self-atop-target`: the acting card leaves the ship and lies face up atop that location (it stays in
 *     play there: spaceline-events.ts runs its `ship-stops-here` trigger; nullify-with-present.ts reads its nullifier);
 *   - verb `damage-stopping-ship-unless-crew` (`requirement`): the ship that just stopped there (the trigger's target) is
 *     damaged unless the personnel aboard meet `requirement`, and then this card is discarded; only the first card of
 *     its title atop the location acts for one stop (THE CUMULATIVE RULE: "not cumulative").
 *   1E rulebook › THE CARDS › EQUIPMENT; DAMAGE AND REPAIRS; MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 */
import { meetGroup, requirement } from '../attempt/requirements';
import { damageShip } from '../attempt/leaving-play';
import { isSpaceMission, isTitled } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type LeftEquipmentTarget = { readonly kind: 'space-mission-where-self-is' };
export type LeftEquipmentEffect = { readonly kind: 'leave-self-atop-target' } | { readonly kind: 'damage-stopping-ship-unless-crew'; readonly requirement: string };

/** For the catalogue test. */
export const LEFT_EQUIPMENT_WORDS: readonly string[] = ['target:space-mission-where-self-is', 'effect:leave-self-atop-target', 'effect:damage-stopping-ship-unless-crew'];

function spaceMissionWhereSelfIs(state: GameState, _player: PlayerId, self?: string): string[] {
  const instance = self ? state.cards[self] : undefined;
  if (!instance || zoneKind(instance.zone) !== 'aboard') return [];
  const carrier = zoneArg(instance.zone);
  const ship = state.cards[carrier];
  if (!ship || bp(state, carrier).type !== 'Ship' || !['space', 'docked'].includes(zoneKind(ship.zone))) return [];
  const location = locationOfZone(state, ship.zone);
  return location && state.locations[location]?.missions.some((iid) => isSpaceMission(bp(state, iid))) ? [location] : [];
}

type Handler<K extends LeftEquipmentEffect['kind']> = (v: VerbContext, effect: Extract<LeftEquipmentEffect, { kind: K }>) => void;

export const LEFT_EQUIPMENT_VERBS: { readonly [K in LeftEquipmentEffect['kind']]: Handler<K> } = {
  'leave-self-atop-target': (v) => {
    const self = v.ctx.state.cards[v.card];
    if (!self || !v.target) return;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: self.zone, to: Z.atop(v.target), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: left at the mission`, rule: RULES.cardEffects });
  },
  'damage-stopping-ship-unless-crew': (v, effect) => {
    const state = v.ctx.state;
    const self = state.cards[v.card];
    const ship = v.target;
    if (!self || !ship || !state.cards[ship] || zoneKind(self.zone) !== 'atop') return;
    const title = bp(state, v.card).title;
    const first = cardsIn(state, self.zone).find((iid) => state.cards[iid]!.faceUp && isTitled(bp(state, iid), title));
    if (first !== v.card) return;
    const aboard = cardsIn(state, Z.aboard(ship)).filter((iid) => bp(state, iid).type === 'Personnel' && !state.cards[iid]!.disabled);
    if (meetGroup(state, requirement(effect.requirement), aboard).verdict === 'met') {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${effect.requirement} aboard: no damage`, target: ship, rule: RULES.conditionalEffects });
      return;
    }
    damageShip(v.ctx, ship, v.card);
    const now = v.ctx.state.cards[v.card]!;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: now.zone, to: Z.discard(now.owner), faceUp: true, reason: `${title}: discarded after damaging a ship`, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const LEFT_EQUIPMENT_TARGETS = finding(['space-mission-where-self-is'], (state, player, _spec, self) => spaceMissionWhereSelfIs(state, player, self));

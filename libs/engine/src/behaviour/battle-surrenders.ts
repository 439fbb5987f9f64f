/**
 * Issue 15 (captive): a ship battle that ends in a surrender — the attacked ship is commandeered and its
 * crew captured (Outgunned).
 * Words (joined to the shared unions with one line each):
 * - target `outgunned-ship`: in a ship battle you just initiated (its response window open), the target
 *   ship when it is the opponent's only ship at the location, undocked, and the WEAPONS of your ships
 *   attacking it add up to more than `shieldsTimes` times its SHIELDS;
 * - effect `commandeer-target-ship-capture-crew`: the opponent's personnel aboard the target are captured
 *   (captives.ts › capture: to a ship of yours there with a crew), then the ship comes under your control
 *   for the rest of the game (`ControlTaken`, captive-control.ts › LASTING_CONTROL). Cancelling the battle
 *   is the existing `cancel-battle`, listed before it.
 *   1E rulebook › BATTLE › INITIATING A BATTLE (Clarification: Cancelled Battles); COMMANDEER (control
 *   transfers for the rest of the game; personnel and equipment aboard are not taken over); CAPTURE.
 * Decisions: the equipment aboard stays its owner's (the rulebook: not taken over by commandeering); the
 * ship's affiliation change as your personnel arrive to take custody is left out (COMMANDEER: it changes
 * only once your personnel are aboard).
 */
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneKind } from '../zones';
import { capture } from './captives';
import { LASTING_CONTROL } from './captive-control';
import { CONTROL_RULES } from './control-changes';
import { shipAttribute } from './ship-modifiers';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';

export type SurrenderTarget = { readonly kind: 'outgunned-ship'; readonly shieldsTimes: number };
export type SurrenderEffect = { readonly kind: 'commandeer-target-ship-capture-crew' };

/** For the catalogue test. */
export const SURRENDER_WORDS: readonly string[] = ['target:outgunned-ship', 'effect:commandeer-target-ship-capture-crew'];

const shipZones = new Set(['space', 'docked', 'surface']);

export function surrenderTargets(state: GameState, player: PlayerId, spec: SurrenderTarget): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'ship' || battle.attacker !== player || !battle.target || !battleWindow(state)) return [];
  const target = battle.target;
  const instance = state.cards[target];
  if (!instance || instance.owner !== other(player) || zoneKind(instance.zone) !== 'space') return [];
  const location = locationOfZone(state, instance.zone);
  const theirs = Object.values(state.cards).filter(
    (card) => card.owner === instance.owner && shipZones.has(zoneKind(card.zone)) && blueprintOf(state, card.iid).type === 'Ship' && locationOfZone(state, card.zone) === location,
  );
  if (theirs.length !== 1) return [];
  const weapons = battle.attacking.filter((ship) => state.cards[ship] && locationOfZone(state, state.cards[ship]!.zone) === location).reduce((sum, ship) => sum + shipAttribute(state, ship, 'WEAPONS'), 0);
  return weapons > shipAttribute(state, target, 'SHIELDS') * spec.shieldsTimes ? [target] : [];
}

export const SURRENDER_VERBS: { readonly [K in SurrenderEffect['kind']]: (v: VerbContext, effect: Extract<SurrenderEffect, { kind: K }>) => void } = {
  'commandeer-target-ship-capture-crew': (v) => {
    const state = v.ctx.state;
    const ship = v.target;
    if (!ship || !state.cards[ship] || state.cards[ship]!.owner === v.player) return;
    const from = state.cards[ship]!.owner;
    const crew = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === from && blueprintOf(state, iid).type === 'Personnel');
    let taken = 0;
    for (const iid of crew) if (capture(v.ctx, iid, v.player, v.card)) taken += 1;
    v.ctx.emit({ type: 'ControlTaken', cards: [ship], by: v.player, from, source: v.card, until: LASTING_CONTROL, rule: `${CONTROL_RULES.control}; ${RULES.cardEffects}` });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(v.ctx.state, ship).title} commandeered; ${taken} of its crew captured`, target: ship, rule: RULES.cardEffects });
  },
};

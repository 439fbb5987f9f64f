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
 * - target `battle-against-your-card`, effect `prevent-battles-here-this-turn`, and for the opponent's pick
 *   the choice pool `personnel-in-battle` (`whose`) with the fate `captured` (vocabulary-choices.ts;
 *   choices.ts): We Surrender! — the opponent picks two of your personnel involved, who are captured.
 * Decisions: "prevents battles there" lasts for the rest of the turn (recorded as a `CardAbilityUsed`
 * fact keyed by the location, read by battle-personnel-b.ts › battleHereCheck); "up to two (opponent's
 * choice)": the opponent picks two when there are more, all of them otherwise (the pick is forced).
 * The equipment aboard stays its owner's (the rulebook: not taken over by commandeering); the
 * ship's affiliation change as your personnel arrive to take custody is left out (COMMANDEER: it changes
 * only once your personnel are aboard).
 */
import { hostBanned } from './host-banned';
import { blueprintOf } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneKind } from '../zones';
import { capture } from './captives';
import { LASTING_CONTROL } from './captive-control';
import { CONTROL_RULES } from './control-changes';
import { shipAttribute } from './ship-modifiers';
import { battleWindow } from './targets-battle';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type SurrenderTarget =
  | { readonly kind: 'outgunned-ship'; readonly shieldsTimes: number }
  /** The battle the opponent just initiated against your card (its response window open): the card it targets. */
  | { readonly kind: 'battle-against-your-card' };
export type SurrenderEffect =
  | { readonly kind: 'commandeer-target-ship-capture-crew' }
  /** No battle may be initiated at the location of the battle just initiated for the rest of this turn. */
  | { readonly kind: 'prevent-battles-here-this-turn' };

/** For the catalogue test. */
export const SURRENDER_WORDS: readonly string[] = [
  'target:outgunned-ship',
  'target:battle-against-your-card',
  'effect:commandeer-target-ship-capture-crew',
  'effect:prevent-battles-here-this-turn',
  'choice-pool:personnel-in-battle',
  'choice-fate:captured',
  'choice-pool:outgunned-ships-here',
  'choice-fate:commandeered-crew-captured',
];

/**
 * The opponent's personnel aboard `ship` are captured (to a ship of `player`'s there with a crew), then the ship comes
 * under `player`'s control for the rest of the game (COMMANDEER); nothing when it is gone or already `player`'s.
 * Issue 15 (helper tail3): shared with the choice fate `commandeered-crew-captured` (Hunting Group's solve).
 */
export function commandeerCapturingCrew(ctx: Ctx, ship: string | undefined, player: PlayerId, source: string): void {
  const state = ctx.state;
  if (!ship || !state.cards[ship] || state.cards[ship]!.owner === player) return;
  const from = state.cards[ship]!.owner;
  const crew = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === from && blueprintOf(state, iid).type === 'Personnel');
  let taken = 0;
  for (const iid of crew) if (capture(ctx, iid, player, source)) taken += 1;
  ctx.emit({ type: 'ControlTaken', cards: [ship], by: player, from, source, until: LASTING_CONTROL, commandeered: true, rule: `${CONTROL_RULES.control}; ${RULES.cardEffects}` });
  ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `${bp(ctx.state, ship).title} commandeered; ${taken} of its crew captured`, target: ship, rule: RULES.cardEffects });
}

/**
 * Issue 15 (helper tail3): choice pool `outgunned-ships-here` (`shieldsTimes`) — the opponent's undocked ships at the
 * location of the choosing card (atop a mission) whose SHIELDS, times `shieldsTimes`, are less than the WEAPONS of all
 * the chooser's ships there ("if your total WEAPONS there > twice its SHIELDS": Hunting Group).
 */
export function outgunnedShipsHere(state: GameState, player: PlayerId, card: string, shieldsTimes: number): string[] {
  const self = state.cards[card];
  const location = self ? locationOfZone(state, self.zone) : null;
  if (!location) return [];
  const ships = cardsIn(state, Z.space(location)).filter((iid) => blueprintOf(state, iid).type === 'Ship');
  const weapons = ships.filter((iid) => state.cards[iid]!.owner === player).reduce((total, iid) => total + shipAttribute(state, iid, 'WEAPONS'), 0);
  return ships.filter((iid) => state.cards[iid]!.owner !== player && weapons > shieldsTimes * shipAttribute(state, iid, 'SHIELDS'));
}

/** The recorded fact that no battle may be initiated at `location` this turn (`CardAbilityUsed` of this key, this turn's number). */
const preventedKey = (location: string): string => `battles prevented at ${location}`;

/** Whether a card has prevented battles at `location` this turn (read by battle-personnel-b.ts › battleHereCheck). */
export function battlesPreventedHere(state: GameState, location: string): boolean {
  const uses = state.abilityUses;
  if (!uses || !state.turn) return false;
  return (['p1', 'p2'] as const).some((player) => uses[`${player}|${preventedKey(location)}`] === state.turn!.number);
}

/**
 * `owner`'s personnel involved in the battle now: in a personnel battle, theirs in its force still where
 * it is fought; in a ship battle, theirs aboard their ships in it.
 */
export function personnelInvolved(state: GameState, owner: PlayerId): string[] {
  const battle = state.battle;
  if (!battle) return [];
  const involved = [...battle.attacking, ...battle.defending].filter((iid) => state.cards[iid]?.owner === owner);
  if (battle.kind === 'personnel') return involved.filter((iid) => state.cards[iid]!.zone === battle.zone && blueprintOf(state, iid).type === 'Personnel');
  return involved.flatMap((ship) => cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === owner && blueprintOf(state, iid).type === 'Personnel'));
}

const shipZones = new Set(['space', 'docked', 'surface']);

export function surrenderTargets(state: GameState, player: PlayerId, spec: SurrenderTarget): string[] {
  const battle = state.battle;
  if (spec.kind === 'battle-against-your-card') {
    const window = battleWindow(state);
    return battle && window && battle.defender === player && battle.attacker === other(player) ? [window.card] : [];
  }
  if (battle?.kind !== 'ship' || battle.attacker !== player || !battle.target || !battleWindow(state)) return [];
  const target = battle.target;
  const instance = state.cards[target];
  if (!instance || instance.owner !== other(player) || zoneKind(instance.zone) !== 'space') return [];
  const location = locationOfZone(state, instance.zone);
  const theirs = Object.values(state.cards).filter(
    (card) => card.owner === instance.owner && shipZones.has(zoneKind(card.zone)) && blueprintOf(state, card.iid).type === 'Ship' && locationOfZone(state, card.zone) === location,
  );
  if (theirs.length !== 1) return [];
  // Issue 15 (helper intr): a card on the ship forbids commandeering it (host-bans.ts: Fractal Encryption Code).
  if (hostBanned(state, target, 'commandeer')) return [];
  const weapons = battle.attacking.filter((ship) => state.cards[ship] && locationOfZone(state, state.cards[ship]!.zone) === location).reduce((sum, ship) => sum + shipAttribute(state, ship, 'WEAPONS'), 0);
  return weapons > shipAttribute(state, target, 'SHIELDS') * spec.shieldsTimes ? [target] : [];
}

export const SURRENDER_VERBS: { readonly [K in SurrenderEffect['kind']]: (v: VerbContext, effect: Extract<SurrenderEffect, { kind: K }>) => void } = {
  'commandeer-target-ship-capture-crew': (v) => commandeerCapturingCrew(v.ctx, v.target, v.player, v.card),
  'prevent-battles-here-this-turn': (v) => {
    const location = v.ctx.state.battle?.location;
    if (!location || !v.ctx.state.turn) return;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: preventedKey(location), turn: v.ctx.state.turn.number, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no battle may be initiated here this turn', rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_SURRENDERS_TARGETS = finding(['outgunned-ship', 'battle-against-your-card'], (state, player, spec) => surrenderTargets(state, player, spec));

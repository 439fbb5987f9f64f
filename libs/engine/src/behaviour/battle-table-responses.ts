/**
 * Issue 15 (table-responses): cards on the table that answer a battle — abilities used as responses
 * (response-abilities.ts) in the battle's own windows: `battle-initiated` (just after a battle is
 * initiated, its return fire declared) and `battle-ended` (just after it ends). Words:
 * - target `battle-involving-yours` (`filter`): the battle just initiated (its window's card) when one
 *   of the player's personnel matching `filter` is involved — a personnel battle: in either force where
 *   it takes place; a ship battle: aboard one of the player's ships in it (attacking, targeted or
 *   returning fire), since the crews of the ships involved take part (1E rulebook › BATTLE › INITIATING
 *   A BATTLE: "your personnel of matching affiliation aboard may attack"; SHIP BATTLE › 8. Resolution:
 *   "crews involved in the battle are stopped") (Resistance Tactics, with `cancel-battle`);
 * - target `opposing-ships-of-battle-just-ended`: the ship battle just ended (its window's card) when a
 *   ship of the opponent's involved in it is still in play (To Be or Not to Be);
 * - effect `damage-opposing-ships-of-battle-just-ended`: each of those ships takes one damage
 *   (rotation damage: a second one destroys it), whether cloaked or not;
 * - target `your-icon-card-attacked` (`icon`): the battle just initiated against the player (its
 *   window's card) when its target is theirs with the icon — a personnel battle: one of their
 *   personnel attacked there; a ship battle: the ship targeted (Straight and Steady: [22]);
 * - effect `battle-attributes-of-your-icon-cards` (`icon`, `delta`): until the battle ends, every
 *   attribute of each of the player's cards with the icon involved in it (personnel, ships, the crews
 *   of their ships) changes by `delta` — a `BattleModifier` `attributes`, read by battle-modifiers.ts
 *   in STRENGTH (and in an attribute added to STRENGTH), SHIELDS and the WEAPONS of a ship firing;
 * - target `hand-personnel-to-your-winning-ship`: `ship>personnel` — after a ship battle the player
 *   won (the battle-ended window on top), one of their ships of that battle still in play with its
 *   matching commander aboard, and a personnel in their hand that may be in play (uniqueness) and is
 *   compatible with the ship (Sleeper Ship);
 * - effect `report-chosen-aboard`: that personnel reports for duty aboard that ship (special reporting,
 *   not the normal card play: 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING), with what reacts
 *   to a report (its own `whenReported`, cards reacting to a card played).
 *   1E rulebook › BATTLE › Reminder: Actions and Valid Responses; AFTER THE BATTLE; DAMAGE AND REPAIRS ›
 *   ROTATION DAMAGE; THE PLAY PHASE › Alternating Actions.
 */
import { bp, inPlayOf } from '../context';
import { checkUniqueness } from '../play';
import { matchingCommanderAboard } from './fleet-modifiers';
import { mixesOf } from './play';
import { REPORTING_RULES } from './reporting';
import { runWhenReported } from './reports-personnel-b';
import { runWhenCardsPlayed } from './when-cards-played';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, other, Z, zoneKind } from '../zones';
import { damageShip } from '../attempt/leaving-play';
import { blueprintOf, compatible } from '../card-facts';
import { personnelMatches } from './personnel-filter';
import { battleWindow } from './targets-battle';
import type { PersonnelFilter } from './vocabulary-events2';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type BattleTableTarget =
  | { readonly kind: 'battle-involving-yours'; readonly filter: PersonnelFilter }
  | { readonly kind: 'opposing-ships-of-battle-just-ended' }
  | { readonly kind: 'your-icon-card-attacked'; readonly icon: string }
  | { readonly kind: 'hand-personnel-to-your-winning-ship' };

export type BattleTableEffect =
  | { readonly kind: 'damage-opposing-ships-of-battle-just-ended' }
  | { readonly kind: 'battle-attributes-of-your-icon-cards'; readonly icon: string; readonly delta: number }
  | { readonly kind: 'report-chosen-aboard' };

/** For the catalogue test and the README. */
export const BATTLE_TABLE_WORDS: readonly string[] = [
  'target:battle-involving-yours',
  'target:opposing-ships-of-battle-just-ended',
  'effect:damage-opposing-ships-of-battle-just-ended',
  'target:your-icon-card-attacked',
  'effect:battle-attributes-of-your-icon-cards',
  'target:hand-personnel-to-your-winning-ship',
  'effect:report-chosen-aboard',
];

const hasIcon = (state: GameState, iid: string, icon: string) => bp(state, iid).icons.some((one) => one.code === icon);

/** The player's ships involved in the ship battle in progress. */
function yourShipsInvolved(state: GameState, player: PlayerId): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'ship') return [];
  const ships = new Set([...battle.attacking, ...battle.defending, ...(battle.target ? [battle.target] : []), ...(battle.returnFire?.ships ?? [])]);
  return [...ships].filter((ship) => state.cards[ship]?.owner === player);
}

/** The player's personnel involved in the battle in progress. */
function yoursInvolved(state: GameState, player: PlayerId): string[] {
  const battle = state.battle;
  if (!battle) return [];
  if (battle.kind === 'personnel')
    return [...battle.attacking, ...battle.defending].filter((iid) => state.cards[iid]?.owner === player && state.cards[iid]!.zone === battle.zone);
  return yourShipsInvolved(state, player).flatMap((ship) => cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel'));
}

/** The opponent's ships of the ship battle just ended that are still in play (on a spaceline or docked). */
function opposingShipsOfBattleJustEnded(state: GameState, player: PlayerId): string[] {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  const record = state.lastShipBattle;
  if (top?.action !== 'battle-ended' || !record) return [];
  return record.ships.filter((ship) => {
    const instance = state.cards[ship];
    return !!instance && instance.owner === other(player) && ['space', 'docked'].includes(zoneKind(instance.zone));
  });
}

/** `ship>personnel` pairs for `hand-personnel-to-your-winning-ship` (none unless the player just won a ship battle). */
function winningShipReports(state: GameState, player: PlayerId): string[] {
  const windows = state.windows ?? [];
  const record = state.lastShipBattle;
  if (windows[windows.length - 1]?.action !== 'battle-ended' || !record || record.winner !== player) return [];
  const ships = record.ships.filter((ship) => {
    const instance = state.cards[ship];
    return !!instance && instance.owner === player && ['space', 'docked'].includes(zoneKind(instance.zone)) && matchingCommanderAboard(state, ship);
  });
  if (ships.length === 0) return [];
  const inPlay = inPlayOf(state, player);
  const hand = cardsIn(state, Z.hand(player)).filter((iid) => bp(state, iid).type === 'Personnel' && !checkUniqueness(state, player, bp(state, iid), inPlay));
  return ships.flatMap((ship) => hand.filter((iid) => compatible(bp(state, iid), bp(state, ship), mixesOf(state, player, locationOfCard(state, ship)))).map((iid) => `${ship}>${iid}`));
}

export function battleTableTargets(state: GameState, player: PlayerId, spec: BattleTableTarget): string[] {
  if (spec.kind === 'hand-personnel-to-your-winning-ship') return winningShipReports(state, player);
  if (spec.kind === 'battle-involving-yours') {
    const window = battleWindow(state);
    if (!window) return [];
    return yoursInvolved(state, player).some((iid) => personnelMatches(blueprintOf(state, iid), spec.filter)) ? [window.card] : [];
  }
  if (spec.kind === 'your-icon-card-attacked') {
    const battle = state.battle;
    const window = battleWindow(state);
    if (!battle || !window || battle.defender !== player) return [];
    const attacked = battle.kind === 'ship' ? (battle.target ? [battle.target] : []) : battle.defending.filter((iid) => state.cards[iid]?.zone === battle.zone);
    return attacked.some((iid) => state.cards[iid]?.owner === player && hasIcon(state, iid, spec.icon)) ? [window.card] : [];
  }
  const windows = state.windows ?? [];
  return opposingShipsOfBattleJustEnded(state, player).length > 0 ? [windows[windows.length - 1]!.card] : [];
}

type Handler<K extends BattleTableEffect['kind']> = (v: VerbContext, effect: Extract<BattleTableEffect, { kind: K }>) => void;

export const BATTLE_TABLE_VERBS: { readonly [K in BattleTableEffect['kind']]: Handler<K> } = {
  'damage-opposing-ships-of-battle-just-ended': (v) => {
    const ships = opposingShipsOfBattleJustEnded(v.ctx.state, v.player);
    for (const ship of ships) if (v.ctx.state.cards[ship]) damageShip(v.ctx, ship, v.card);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${ships.length} opposing ship(s) of the battle just ended damaged`, rule: RULES.cardEffects });
  },
  'battle-attributes-of-your-icon-cards': (v, effect) => {
    const state = v.ctx.state;
    if (!state.battle) return;
    const cards = [...yourShipsInvolved(state, v.player), ...yoursInvolved(state, v.player)].filter((iid) => hasIcon(state, iid, effect.icon));
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'attributes', player: v.player, cards, delta: effect.delta, source: v.card }, rule: BATTLE_RULES.combat });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `every attribute of ${cards.length} [${effect.icon}] card(s) ${effect.delta > 0 ? '+' : ''}${effect.delta} until the battle ends`, rule: RULES.cardEffects });
  },
  'report-chosen-aboard': (v) => {
    const [ship, card] = (v.target ?? '').split('>') as [string, string | undefined];
    const state = v.ctx.state;
    if (!card || state.cards[card]?.zone !== Z.hand(v.player) || !state.cards[ship]) return;
    v.ctx.emit({ type: 'CardReported', player: v.player, card, facility: ship, to: Z.aboard(ship), normalCardPlay: false, rule: `${REPORTING_RULES.special}; ${RULES.cardEffects}` });
    runWhenReported(v.ctx, v.player, card);
    runWhenCardsPlayed(v.ctx, v.player, card);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_TABLE_RESPONSES_TARGETS = finding(['battle-involving-yours', 'opposing-ships-of-battle-just-ended', 'your-icon-card-attacked', 'hand-personnel-to-your-winning-ship'], (state, player, spec) => battleTableTargets(state, player, spec));

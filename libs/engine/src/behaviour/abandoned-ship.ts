/**
 * Issue 15 (events, helper events-f): a card lying on a ship that keeps its crew aboard and out of
 * missions until the ship battles (Abandon Mission: "plays on any ship with its matching commander or
 * any [Ent-E] personnel aboard; crew may not attempt missions or beam off; nullified if ship battles").
 * The restriction is read by attempt/beginning.ts › checkAttempt (an attempt by the ship's crew) and
 * beaming-events.ts › checkNoBeaming (a beam from aboard the ship); the nullification runs as a ship
 * battle is initiated with the ship on either side (battle/battle.ts › initiateShipBattle).
 *   1E rulebook › EXECUTING ORDERS › BEAM; ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; BATTLE ›
 *   SHIP BATTLE (the ships involved: the attacking ships and their target).
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { matchingCommanderAboard } from './fleet-modifiers';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { finding } from './target-table';

export type AbandonTarget =
  /** Any ship in play with its matching commander aboard, or a personnel of its owner showing `icon` aboard. */
  { readonly kind: 'ship-with-commander-or-icon-aboard'; readonly icon: string };

export type AbandonRestriction =
  /** Lying on a ship: its crew may not attempt a mission nor beam off it; the card is nullified when the ship is in a ship battle. */
  { readonly kind: 'host-crew-stays' };

export function abandonTargets(state: GameState, spec: AbandonTarget): string[] {
  return tableIndex(state).onSpaceline
    .filter((instance) => bp(state, instance.iid).type === 'Ship')
    .filter((instance) => matchingCommanderAboard(state, instance.iid) || cardsIn(state, Z.aboard(instance.iid)).some((iid) => state.cards[iid]!.owner === instance.owner && bp(state, iid).icons.some((shown) => shown.code === spec.icon)))
    .map((instance) => instance.iid);
}

const holdsCrew: BlueprintTest = (behaviour) => behaviour.restricts?.some((restriction) => restriction.kind === 'host-crew-stays');

function holding(state: GameState, ship: string): string | undefined {
  // Issue 17 (seventeenth session): no card of this game has the word, so no card lies there with it (blueprints-where.ts).
  if (blueprintsWhere(state, holdsCrew).size === 0) return undefined;
  return cardsIn(state, Z.on(ship)).find((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []).some((restriction) => restriction.kind === 'host-crew-stays'));
}

/** The crew of `ship` may not attempt (AttemptMission naming it). */
export function checkCrewHeldForAttempt(state: GameState, ship: string | undefined): Problem | null {
  const card = ship ? holding(state, ship) : undefined;
  return card ? problem('CREW_HELD', `${bp(state, card).title}: the crew of ${bp(state, ship!).title} may not attempt missions`, RULES.beginningAttempt) : null;
}

/** Nobody beams off a ship whose crew is held (`from`: the zone beamed from). */
export function checkCrewHeldForBeam(state: GameState, from: string): Problem | null {
  if (zoneKind(from) !== 'aboard') return null;
  const ship = from.slice('aboard:'.length);
  if (!state.cards[ship] || bp(state, ship).type !== 'Ship') return null;
  const card = holding(state, ship);
  return card ? problem('CREW_HELD', `${bp(state, card).title}: nobody beams off ${bp(state, ship).title}`, RULES.beam) : null;
}

/** As a ship battle begins: the cards holding the crews of the ships in it are nullified (to their owners' discard piles). */
export function nullifyHeldCrews(ctx: Ctx, ships: readonly string[], player: PlayerId): void {
  for (const ship of ships) {
    const card = holding(ctx.state, ship);
    if (!card) continue;
    const instance = ctx.state.cards[card]!;
    ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: `${bp(ctx.state, card).title}: nullified as ${bp(ctx.state, ship).title} battles (${player} initiated)`, rule: RULES.cardEffects });
  }
}

/** The words above as the catalogue test reads them (behaviour/catalogue.spec.ts › KNOWN). */
export const ABANDON_WORDS: readonly string[] = ['target:ship-with-commander-or-icon-aboard', 'restriction:host-crew-stays'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const ABANDONED_SHIP_TARGETS = finding(['ship-with-commander-or-icon-aboard'], (state, _player, spec) => abandonTargets(state, spec));

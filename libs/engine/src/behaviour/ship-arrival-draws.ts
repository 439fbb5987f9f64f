/**
 * Issue 15 (helper shipsaves): a card draw when you move one of your ships to where the opponent has a ship — the field
 * `drawsOnShipArrival` (CardBehaviour; Remote Interference: "twice each turn, when you move your [Rom] Drone-class ship to
 * a location where an opponent has a ship, you may draw a card"). Checked after every command (decide.ts): each flight
 * (`ShipFlew`: a move order, or a card moving the ship) of a ship of the card's owner matching `ships`, ending at a
 * spaceline location where a ship of the opponent's is in play (in space, docked or landed), draws its owner one card,
 * at most `perTurn` times each turn (kept as use keys, `CardAbilityUsed`). The "may" is a standing answer (taken unless the
 * owner declined it beforehand with the card's `toggle-standing-decline` ability: standing-declines.ts), so no question
 * follows every flight.
 *   1E rulebook › EXECUTING ORDERS › MOVE SHIPS; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z } from '../zones';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { matches } from './play';
import { behaviourOf } from './registry';
import { declinesStanding } from './standing-declines';
import { runEffects } from './verbs';
import type { CardFilter } from './vocabulary';

export interface ShipArrivalDraw {
  /** Your ships whose arrival counts (a card filter: `affiliations`, `shipClassIncludes` …). */
  readonly ships: CardFilter;
  /** At most this many draws each turn. */
  readonly perTurn: number;
}

/** For the catalogue test and the README. */
export const SHIP_ARRIVAL_WORDS: readonly string[] = ['field:drawsOnShipArrival'];

const watches: BlueprintTest = (behaviour) => behaviour.drawsOnShipArrival !== undefined;

function opponentShipAt(state: GameState, player: PlayerId, location: string): boolean {
  return (tableIndex(state).inPlayBy[other(player)] ?? []).some(
    (instance) =>
      bp(state, instance.iid).type === 'Ship' && locationOfZone(state, instance.zone) === location,
  );
}

const useKey = (title: string, n: number) => `${title} (arrival draw ${n})`;

/** After a command: draws for the flights of this command that ended where the opponent has a ship. */
export function drawOnShipArrivals(ctx: Ctx): void {
  const state = ctx.state;
  if (state.phase !== 'play' || !state.turn || blueprintsWhere(state, watches).size === 0) return;
  const flights = ctx.events.filter((event) => event.type === 'ShipFlew');
  if (flights.length === 0) return;
  for (const player of ['p1', 'p2'] as const)
    for (const card of cardsIn(state, Z.table(player))) {
      const instance = state.cards[card]!;
      const rule = instance.faceUp
        ? behaviourOf(instance.blueprint)?.drawsOnShipArrival
        : undefined;
      if (!rule || declinesStanding(ctx.state, player, card)) continue;
      const title = bp(state, card).title;
      for (const flight of flights) {
        if (flight.type !== 'ShipFlew') continue;
        const ship = ctx.state.cards[flight.ship];
        if (
          !ship ||
          ship.owner !== player ||
          locationOfZone(ctx.state, ship.zone) !== flight.to ||
          !matches(bp(ctx.state, flight.ship), rule.ships)
        )
          continue;
        if (!opponentShipAt(ctx.state, player, flight.to)) continue;
        const turn = ctx.state.turn!.number;
        let n = 1;
        while (
          n <= rule.perTurn &&
          ctx.state.abilityUses?.[`${player}|${useKey(title, n)}`] === turn
        )
          n += 1;
        if (n > rule.perTurn) break;
        ctx.emit({
          type: 'CardAbilityUsed',
          player,
          title: useKey(title, n),
          turn,
          rule: RULES.oncePerTurn,
        });
        ctx.emit({
          type: 'CardEffectResolved',
          card,
          player,
          effect: `${bp(ctx.state, flight.ship).title} moved where the opponent has a ship: a card drawn`,
          target: flight.ship,
          rule: RULES.cardEffects,
        });
        runEffects({ ctx, player, card }, [{ kind: 'draw', who: 'you', count: 1 }]);
      }
    }
}

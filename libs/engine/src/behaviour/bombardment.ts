/**
 * Issue 15 (lead, facilities in ship battle): a ship that bombards a planet (Orbital Bombardment). Three words, read
 * for the ship the card lies on:
 * - `battleWeaponsAgainst: { against: 'planet-facility', delta }` — its WEAPONS in ship battle against a facility
 *   standing on a planet (a headquarters) are changed by `delta` (battle/battle.ts › fire).
 * - `targetsLandedShips: true` — a ship battle it takes part in may target an opposing ship landed on the planet
 *   (normally only ships in space and facilities; a landed ship may not fire, so it never returns fire).
 * - effects `if-host-ship-at-planet-unbattled` (the nested effects follow while its ship is at a planet location where
 *   no battle happened this turn) and `bombard-planet` (up to `count` opposing personnel on that planet are killed, one
 *   random selection each; the opponent may counter-attack there on their next turn).
 *   1E rulebook › BATTLE › SHIP BATTLE; AFTER THE BATTLE (counter-attack: the attacked player's next turn); EXECUTING
 *   ORDERS › LAND & TAKE OFF (a landed ship is on the planet); MISCELLANEOUS RULES › RANDOM SELECTION; END OF TURN ›
 *   PROBING. 1E DS9 expansion rules › ENGAGING IN BATTLE ("Ships can also attack planet facilities").
 * Reading of "has not battled this turn": no battle at the ship's location this turn (`battledAt`); a ship that battled
 * is stopped there, so it is still at that location at the end of the turn.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, other, Z, zoneKind } from '../zones';
import { killOneAtRandom } from './random-kill';
import { behaviourOf } from './registry';
import { hostShip } from './ship-directives';
import type { VerbContext } from './verbs';
import type { Effect } from './vocabulary';

export interface BattleWeaponsAgainst {
  readonly against: 'planet-facility';
  readonly delta: number;
}

export type BombardmentEffect =
  /** The nested effects follow while the ship the card lies on is at a planet location where no battle happened this turn. */
  | { readonly kind: 'if-host-ship-at-planet-unbattled'; readonly then: readonly Effect[] }
  /** Up to `count` of the opponent's personnel on the planet where the card's ship is are killed (random selection, one at a time); the opponent may counter-attack there next turn. */
  | { readonly kind: 'bombard-planet'; readonly count: number };

/** The face-up cards lying on `ship`, with their behaviours. */
function cardsOnShip(state: GameState, ship: string) {
  return cardsIn(state, Z.on(ship))
    .filter((iid) => state.cards[iid]!.faceUp)
    .map((iid) => behaviourOf(state.cards[iid]!.blueprint))
    .filter((behaviour) => behaviour !== undefined);
}

/** What cards lying on `ship` add to its WEAPONS when it fires at `target`. */
export function weaponsAgainstBonus(state: GameState, ship: string, target: string): number {
  const instance = state.cards[target];
  const planetFacility = !!instance && bp(state, target).type === 'Facility' && zoneKind(instance.zone) === 'surface';
  if (!planetFacility) return 0;
  return cardsOnShip(state, ship).reduce((sum, behaviour) => sum + (behaviour.battleWeaponsAgainst?.against === 'planet-facility' ? behaviour.battleWeaponsAgainst.delta : 0), 0);
}

/** Whether one of `ships` carries a card letting its battle target a landed ship. */
export function mayTargetLandedShips(state: GameState, ships: readonly string[]): boolean {
  return ships.some((ship) => !!state.cards[ship] && cardsOnShip(state, ship).some((behaviour) => behaviour.targetsLandedShips === true));
}

/** An opposing ship landed on the planet at `location`. */
export function landedShipsOf(state: GameState, player: PlayerId, location: string): string[] {
  return cardsIn(state, Z.surface(location)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Ship');
}

/** A planet location (its mission is a planet mission). */
function isPlanet(state: GameState, location: string): boolean {
  const mission = state.locations[location]?.missions[0];
  return !!mission && bp(state, mission).mission?.kind === 'planet';
}

type Handler<K extends BombardmentEffect['kind']> = (v: VerbContext, effect: Extract<BombardmentEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule: RULES.cardEffects });
}

export const BOMBARDMENT_VERBS: { readonly [K in BombardmentEffect['kind']]: Handler<K> } = {
  'if-host-ship-at-planet-unbattled': (v, effect, run) => {
    const state = v.ctx.state;
    const host = hostShip(state, v.card);
    const location = host ? locationOfCard(state, host) : null;
    if (location && isPlanet(state, location) && state.battledAt?.[location] !== state.turn?.number) run?.(effect.then);
    else resolved(v, 'its ship is not at a planet location where no battle happened this turn: nothing happens');
  },
  'bombard-planet': (v, effect) => {
    const state = v.ctx.state;
    const host = hostShip(state, v.card);
    const location = host ? locationOfCard(state, host) : null;
    if (!location) return resolved(v, 'its ship is not at a location: nothing happens');
    const opponent = other(v.player);
    let killed = 0;
    for (let i = 0; i < effect.count; i += 1) {
      const candidates = cardsIn(v.ctx.state, Z.surface(location)).filter((iid) => v.ctx.state.cards[iid]!.owner === opponent && bp(v.ctx.state, iid).type === 'Personnel');
      if (!killOneAtRandom(v, candidates)) break;
      killed += 1;
    }
    resolved(v, `${killed} opposing personnel on the planet killed at random`);
    // AFTER THE BATTLE: the attacked player may counter-attack at the location on their next turn.
    v.ctx.emit({ type: 'CounterAttackOpened', player: opponent, location, turn: v.ctx.state.turn?.number ?? 0, source: v.card, rule: RULES.cardEffects });
  },
};

/** For the catalogue test and the README. */
export const BOMBARDMENT_WORDS: readonly string[] = ['battle-weapons-against', 'targets-landed-ships', 'effect:if-host-ship-at-planet-unbattled', 'effect:bombard-planet', 'probe-match:any'];

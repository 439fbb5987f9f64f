/**
 * Issue 15 (helper incidents-e): cards that give a ship a regular skill as special equipment, and
 * cards that count such ships — "plays on your [22] ship or {Vulcan Lander}; ship gains one of the
 * following skills as special equipment …; if a Vulcan aboard, may re-select skill once each turn.
 * OR plays to draw 2 cards (limit 4) for each of your ships in play with a skill as special
 * equipment" (Vulcan Database). The skill lies with the card (`select` + `shipGainsSelectedSkill`,
 * read by ship-equipment.ts › shipSkills); `select.reselectWith` makes every selection after the
 * first need a personnel matching it aboard that ship (select-incidents.ts).
 *   1E rulebook › SKILLS › Clarifications: Ships with Skills; THE CARDS › SHIPS › Clarifications:
 *   List of Special Equipment ("any regular skill").
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { shipMatches } from './modifiers-incidents';
import { personnelMatches } from './personnel-filter';
import { shipSkills } from './ship-equipment';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';
import type { ShipFilter } from './vocabulary-incidents';
import type { Effect } from './vocabulary';
import { finding } from './target-table';

export type ShipSkillTarget =
  /** One of your ships in play (in space, docked or landed) matching any of `ships`. */
  { readonly kind: 'your-ship-any-of'; readonly ships: readonly ShipFilter[] };

export type ShipSkillEffect =
  /** You draw `per` cards for each of your ships in play having a regular skill as special equipment (at most `max` in all). */
  { readonly kind: 'draw-per-ship-with-skill'; readonly per: number; readonly max: number };

/** For the catalogue test: the target word (the effect is in the verb table below). */
export const SHIP_SKILL_WORDS: readonly string[] = ['target:your-ship-any-of'];

function yourShips(state: GameState, player: PlayerId): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => bp(state, instance.iid).type === 'Ship' && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)))
    .map((instance) => instance.iid);
}

export function shipSkillTargets(state: GameState, player: PlayerId, spec: ShipSkillTarget): string[] {
  return yourShips(state, player).filter((iid) => spec.ships.some((filter) => shipMatches(bp(state, iid), filter, state, iid)));
}

/** Whether a personnel matching `filter` is aboard the ship `card` lies on (for `select.reselectWith`). */
export function aboardHostShip(state: GameState, card: string, filter: PersonnelFilter): boolean {
  const zone = state.cards[card]?.zone ?? '';
  if (zoneKind(zone) !== 'on') return false;
  const ship = zone.slice(zone.indexOf(':') + 1);
  return cardsIn(state, Z.aboard(ship)).some((iid) => bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), filter));
}

export const SHIP_SKILL_VERBS: { readonly [K in ShipSkillEffect['kind']]: (v: VerbContext, effect: Extract<ShipSkillEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void } = {
  'draw-per-ship-with-skill': (v, effect, run) => {
    const ships = yourShips(v.ctx.state, v.player).filter((iid) => shipSkills(v.ctx.state, iid).length > 0);
    const count = Math.min(effect.max, ships.length * effect.per);
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${ships.length} ship(s) with a skill: ${count} card(s) to draw`, rule: RULES.cardEffects });
    // The draw verb (verbs.ts) keeps "draw no cards this turn" (no-card-draws.ts).
    if (count > 0) run?.([{ kind: 'draw', who: 'you', count }]);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SHIP_SKILL_CARDS_TARGETS = finding(['your-ship-any-of'], (state, player, spec) => shipSkillTargets(state, player, spec));

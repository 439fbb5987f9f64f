/**
 * Issue 15 (helper history): a card atop a mission that reads the owner's ships at that location (Fear Will Keep Them
 * in Line).
 *   Target `card-to-download-onto-ship-here` (`filter`: the titles; `ships`: a ShipFilter): a card in your deck or hand
 *   (downloads.ts › downloadableCards) with one of your ships at this card's location matching `ships`, written
 *   `card>ship`.
 *   Effect `download-target-onto-ship`: the card is downloaded to that ship — equipment aboard it, any other card
 *   (an incident that plays on a ship) lying on it; the card or the ship gone: the download is invalid (1E rulebook ›
 *   DOWNLOADING › Clarifications: Invalid Downloads).
 *   Effect `score-ships-attribute-here` (`attribute`, `ships`, `staffed`, `max`, `bonus`): the player scores the total
 *   of that attribute (as it stands now, modifiers included: ship-modifiers.ts › shipAttribute) of their ships at this
 *   card's location matching `ships` (only staffed ones with `staffed`), at most `max` (1E rulebook › SCORING POINTS;
 *   bonus points).
 * Ship filter `withCardOn` (fleet-modifiers.ts › shipMatches): a face-up card of that title lies on the ship.
 */
import { bp } from '../context';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, Z, zoneKind } from '../zones';
import { checkDownloadable, downloadableCards, downloadCard, searchedZones } from './downloads';
import { shipMatches } from './fleet-modifiers';
import { shipAttribute } from './ship-modifiers';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { ShipFilter } from './vocabulary-events2';
import type { DownloadFilter } from './vocabulary-downloads';

export type ShipsHereTarget = { readonly kind: 'card-to-download-onto-ship-here'; readonly filter: DownloadFilter; readonly ships: ShipFilter };

export type ShipsHereEffect =
  | { readonly kind: 'download-target-onto-ship' }
  | {
      readonly kind: 'score-ships-attribute-here';
      readonly attribute: 'RANGE' | 'WEAPONS' | 'SHIELDS';
      readonly ships: ShipFilter;
      readonly staffed?: true;
      readonly max?: number;
      readonly bonus: boolean;
    };

/** For the catalogue test and the README. */
export const SHIPS_HERE_WORDS: readonly string[] = ['target:card-to-download-onto-ship-here', 'effect:download-target-onto-ship', 'effect:score-ships-attribute-here', 'ship-filter:withCardOn'];

/** `player`'s ships in play at the location of `source` matching `ships`. */
function yourShipsHere(state: GameState, player: PlayerId, source: string, ships: ShipFilter): string[] {
  const location = state.cards[source] ? locationOfZone(state, state.cards[source]!.zone) : null;
  if (!location) return [];
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship' && locationOfZone(state, instance.zone) === location)
    .map((instance) => instance.iid)
    .filter((ship) => shipMatches(state, ship, ships));
}

export function shipsHereTargets(state: GameState, player: PlayerId, spec: ShipsHereTarget, self?: string): string[] {
  if (!self) return [];
  const ships = yourShipsHere(state, player, self, spec.ships);
  if (ships.length === 0) return [];
  return downloadableCards(state, player, spec.filter).flatMap((iid) => ships.map((ship) => `${iid}>${ship}`));
}

type Handler<K extends ShipsHereEffect['kind']> = (v: VerbContext, effect: Extract<ShipsHereEffect, { kind: K }>) => void;

export const SHIPS_HERE_VERBS: { readonly [K in ShipsHereEffect['kind']]: Handler<K> } = {
  'download-target-onto-ship': (v) => {
    const state = v.ctx.state;
    const [iid, ship] = (v.target ?? '').split('>') as [string, string | undefined];
    const found = state.cards[iid];
    const still = found !== undefined && searchedZones(state, v.player).includes(found.zone) && checkDownloadable(state, v.player, iid) === null;
    if (!still || !ship || !state.cards[ship] || locationOfZone(state, state.cards[ship]!.zone) === null) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card or the ship is gone', ...(v.target ? { target: v.target } : {}), rule: `${RULES.cardEffects}; 1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads` });
      return;
    }
    if (bp(state, iid).type === 'Equipment') downloadCard(v.ctx, v.player, iid, v.card, { to: Z.aboard(ship) });
    else downloadCard(v.ctx, v.player, iid, v.card, { to: Z.on(ship), cardTarget: ship });
  },
  'score-ships-attribute-here': (v, effect) => {
    const state = v.ctx.state;
    const ships = yourShipsHere(state, v.player, v.card, effect.ships).filter((ship) => !effect.staffed || isStaffed(state, ship));
    const total = ships.reduce((sum, ship) => sum + shipAttribute(state, ship, effect.attribute), 0);
    const points = Math.max(0, effect.max !== undefined ? Math.min(effect.max, total) : total);
    if (points > 0) v.ctx.emit({ type: 'PointsScored', player: v.player, points, bonus: effect.bonus, source: v.card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${v.player} scores ${points} point(s): ${effect.attribute} ${total} of ${ships.length} ship(s) here`, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SHIPS_HERE_TARGETS = finding(['card-to-download-onto-ship-here'], (state, player, spec, self) => shipsHereTargets(state, player, spec, self));

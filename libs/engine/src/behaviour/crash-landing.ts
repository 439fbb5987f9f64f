/**
 * Issue 15 (events, helper events-f): a damaged ship brought down on a planet by a card, whatever its
 * own text says about landing, and points for the landing by the ship's class (Brace for Impact:
 * "land your damaged ship at a planet location; if Galaxy-class, X = the landed ship's lowest printed
 * attribute, otherwise X = 0"). Joined to the unions of vocabulary.ts with one line each; the target
 * in targets.ts (its part of the target table), the verb in verbs.ts › composeVerbs.
 *   1E rulebook › EXECUTING ORDERS › LAND & TAKE OFF (a landed ship is on the planet's surface);
 *   DAMAGE AND REPAIRS (a damaged ship carries damage markers); WINNING THE GAME (points from a card's
 *   point box are bonus points).
 */
import { attributeNumber } from '@captains-log/cards';
import { bp } from '../context';
import { missionKind } from '../attempt/teams';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { zoneArg, zoneKind } from '../zones';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type CrashTarget =
  /** One of your damaged ships in space (undocked) at a planet (or dual) mission's location. */
  { readonly kind: 'your-damaged-ship-at-planet' };

export type CrashEffect =
  /** The target ship lands on the planet there; when its class starts with `pointsIfClass`, its owner scores its lowest printed RANGE / WEAPONS / SHIELDS as bonus points. */
  { readonly kind: 'crash-land-target'; readonly pointsIfClass: string };

export function crashTargets(state: GameState, player: PlayerId): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => bp(state, instance.iid).type === 'Ship' && (instance.damage ?? 0) > 0 && zoneKind(instance.zone) === 'space' && !!state.locations[zoneArg(instance.zone)] && missionKind(state, zoneArg(instance.zone)) !== 'space')
    .map((instance) => instance.iid);
}

type Handler<K extends CrashEffect['kind']> = (v: VerbContext, effect: Extract<CrashEffect, { kind: K }>) => void;

export const CRASH_VERBS: { readonly [K in CrashEffect['kind']]: Handler<K> } = {
  'crash-land-target': (v, effect) => {
    const ship = v.target!;
    const location = zoneArg(v.ctx.state.cards[ship]!.zone);
    v.ctx.emit({ type: 'ShipLanded', player: v.player, ship, location, rule: RULES.cardEffects });
    const card = bp(v.ctx.state, ship);
    const facts = card.ship;
    const points = facts && (facts.shipClass ?? '').toLowerCase().startsWith(effect.pointsIfClass.toLowerCase()) ? Math.min(attributeNumber(facts.range), attributeNumber(facts.weapons), attributeNumber(facts.shields)) : 0;
    if (points > 0) v.ctx.emit({ type: 'PointsScored', player: v.player, points, bonus: true, source: v.card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `ship landed at ${location}; X = ${points}`, target: ship, rule: RULES.cardEffects });
  },
};

/** The words above as the catalogue test reads them (behaviour/catalogue.spec.ts › KNOWN). */
export const CRASH_WORDS: readonly string[] = ['target:your-damaged-ship-at-planet'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const CRASH_LANDING_TARGETS = finding(['your-damaged-ship-at-planet'], (state, player) => crashTargets(state, player));

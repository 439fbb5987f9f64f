/**
 * Issue 15 (events, helper events-f): a ship that moves along or between spacelines by a card's
 * drive instead of flying (Quantum Slipstream Drive: "your ship that has full RANGE available …
 * to the end of another spaceline or elsewhere on the same spaceline; RANGE is used"). Joined to the
 * unions of vocabulary.ts with one line each; the target in targets.ts (its part of the target table), the verb in
 * verbs.ts › composeVerbs.
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP (RANGE used this turn); THE SPACELINE (one
 *   spaceline per quadrant, its two ends).
 */
import { bp } from '../context';
import { remainingRange } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type SlipstreamTarget =
  /**
   * One of your ships in space (undocked) that has used no RANGE this turn, and a destination: another
   * location of its own spaceline, or either end of another spaceline — written `ship>location`.
   */
  { readonly kind: 'your-full-range-ship-to-location' };

export type SlipstreamEffect =
  /** The ship of a `ship>location` target moves there (its crew with it) and has no RANGE left this turn. */
  { readonly kind: 'slipstream-ship' };

/** Where a ship at `from` may go by the drive. */
function destinations(state: GameState, from: string): string[] {
  const out: string[] = [];
  for (const line of Object.values(state.spacelines)) {
    const ids = line ?? [];
    if (ids.includes(from)) out.push(...ids.filter((location) => location !== from));
    else if (ids.length > 0) out.push(...new Set([ids[0]!, ids[ids.length - 1]!]));
  }
  return out;
}

export function slipstreamTargets(state: GameState, player: PlayerId): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => bp(state, instance.iid).type === 'Ship' && zoneKind(instance.zone) === 'space' && !(state.turn?.rangeUsed[instance.iid] ?? 0) && !instance.stopped)
    .flatMap((instance) => destinations(state, locationOfZone(state, instance.zone) ?? '').map((location) => `${instance.iid}>${location}`));
}

type Handler<K extends SlipstreamEffect['kind']> = (v: VerbContext, effect: Extract<SlipstreamEffect, { kind: K }>) => void;

export const SLIPSTREAM_VERBS: { readonly [K in SlipstreamEffect['kind']]: Handler<K> } = {
  'slipstream-ship': (v) => {
    const [ship, location] = v.target!.split('>') as [string, string];
    const instance = v.ctx.state.cards[ship]!;
    // "RANGE is used": the RANGE it has left this turn is spent (measured before the move).
    const left = remainingRange(v.ctx.state, ship);
    v.ctx.emit({ type: 'CardMoved', card: ship, from: instance.zone, to: `space:${location}`, faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: moved`, rule: RULES.cardEffects });
    if (left > 0) v.ctx.emit({ type: 'ShipRangeExtended', ship, range: -left, source: v.card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `ship moved to ${location}; its RANGE is used`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The words above as the catalogue test reads them (behaviour/catalogue.spec.ts › KNOWN). */
export const SLIPSTREAM_WORDS: readonly string[] = ['target:your-full-range-ship-to-location'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SLIPSTREAM_TARGETS = finding(['your-full-range-ship-to-location'], (state, player) => slipstreamTargets(state, player));

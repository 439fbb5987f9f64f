/**
 * Issue 15 (helper obja): a captor's table card changing other cards' captive effects — Prepare the Prisoner. Two
 * card fields and two effects:
 * - `brainwashedStay: true` — on its owner's table: a captive its owner brainwashes (the Brainwash effect
 *   `captive-to-your-outpost-under-control`, captive-control.ts) need not go to an outpost: the owner picks (`ways`:
 *   `outpost` / `where held`) — with no outpost of theirs, it stays where it was held. Staying, it comes under the
 *   owner's control in the place that held it: aboard that ship or facility, or on that planet's surface.
 * - `limitsCaptiveRescue: true` — on its owner's table: the opponent's `rescue-all-your-captives` (Rescue Captives)
 *   frees only the opponent's personnel held (or brainwashed) by the owner at one location where the opponent has a crew
 *   (their personnel aboard their ship or facility there) or an Away Team (their personnel on the planet); the opponent
 *   picks the location (`ways`: the location ids; one such location is taken at once); the rescued go to that Away Team,
 *   else to the first such crew.
 * - effect `brainwashed-captive-placed` (`where`: `outpost` | `held-place`) — the two ways above.
 * - effect `rescue-captives-at` (`location`) — the rescue at one location.
 *   1E rulebook › CAPTURE (held, escorted, rescued); MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; THE CARDS (a card's
 *   text overrides the rules; a lasting effect while in play).
 */
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneKind } from '../zones';
import { captivesHeldBy, carriersAt, heldPlace, isCaptive, release } from './captives';
import { captiveToOutpost, controlledCaptivesOf, LASTING_CONTROL, rescueControlled, yourOutpostsFor } from './captive-control';
import { CONTROL_RULES } from './control-changes';
import { CHOICE_VERBS } from './choices';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';

export type PrisonerEffect =
  | { readonly kind: 'brainwashed-captive-placed'; readonly where: 'outpost' | 'held-place' }
  | { readonly kind: 'rescue-captives-at'; readonly location: string };

/** Whether `player` has a face-up card on their table with the field. */
function tableHas(state: GameState, player: PlayerId, field: 'brainwashedStay' | 'limitsCaptiveRescue'): boolean {
  return (tableIndex(state).inPlayBy[player] ?? []).some((instance) => instance.faceUp && zoneKind(instance.zone) === 'table' && behaviourOf(instance.blueprint)?.[field] === true);
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

/** The captive `v.target` comes under `v.player`'s control where it was held. */
function underControlWhereHeld(v: VerbContext): void {
  const state = v.ctx.state;
  const captive = v.target;
  if (!captive || !isCaptive(state, captive)) return resolved(v, 'not a captive: nothing');
  const place = heldPlace(state, captive)!;
  const to = state.cards[place] ? Z.aboard(place) : Z.surface(place);
  const owner = state.cards[captive]!.owner;
  v.ctx.emit({ type: 'CardMoved', card: captive, from: state.cards[captive]!.zone, to, faceUp: true, reason: `${bp(state, v.card).title}: under your control where it was held`, rule: RULES.capture });
  v.ctx.emit({ type: 'ControlTaken', cards: [captive], by: v.player, from: owner, source: v.card, until: LASTING_CONTROL, rule: `${RULES.capture}; ${CONTROL_RULES.control}` });
  resolved(v, `${bp(v.ctx.state, captive).title} stays where it was held, under your control`);
}

/**
 * Read by the Brainwash effect first: true when a card of `v.player`'s lets the captive stay (the effect then goes on
 * here — the owner's pick, or staying at once with no outpost).
 */
export function brainwashPlacedHere(v: VerbContext): boolean {
  const state = v.ctx.state;
  if (!tableHas(state, v.player, 'brainwashedStay') || !v.target || !isCaptive(state, v.target)) return false;
  if (yourOutpostsFor(state, v.player, v.target).length === 0) {
    underControlWhereHeld(v);
    return true;
  }
  CHOICE_VERBS['choose-cards'](v, {
    kind: 'choose-cards',
    chooser: 'you',
    pool: { from: 'ways', ways: ['outpost', 'where held'] },
    pick: 1,
    chosen: 'stay',
    byWay: { outpost: [{ kind: 'brainwashed-captive-placed', where: 'outpost' }], 'where held': [{ kind: 'brainwashed-captive-placed', where: 'held-place' }] },
  });
  return true;
}

/** `rescuer`'s crews (ships or facilities there with their personnel aboard) and Away Team zone at `location`. */
function rescuerTeams(state: GameState, rescuer: PlayerId, location: string): string[] {
  const mine = (zone: string) => cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === rescuer && blueprintOf(state, iid).type === 'Personnel');
  const crews = carriersAt(state, location)
    .filter((iid) => state.cards[iid]!.owner === rescuer && mine(Z.aboard(iid)))
    .map((iid) => Z.aboard(iid));
  return [...(mine(Z.surface(location)) ? [Z.surface(location)] : []), ...crews];
}

/** The rescuer's personnel the captor holds (or controls after a Brainwash), at locations where the rescuer has a team. */
function rescuable(state: GameState, rescuer: PlayerId): Map<string, string[]> {
  const byLocation = new Map<string, string[]>();
  const captives = [...captivesHeldBy(state, other(rescuer)).filter((iid) => state.cards[iid]!.owner === rescuer), ...controlledCaptivesOf(state, rescuer)];
  for (const iid of captives) {
    const location = locationOfZone(state, state.cards[iid]!.zone);
    if (!location || rescuerTeams(state, rescuer, location).length === 0) continue;
    byLocation.set(location, [...(byLocation.get(location) ?? []), iid]);
  }
  return byLocation;
}

/** Read by Rescue Captives first: true when the captor's card limits it (the effect then goes on here). */
export function rescueLimitedHere(v: VerbContext): boolean {
  const state = v.ctx.state;
  if (!tableHas(state, other(v.player), 'limitsCaptiveRescue')) return false;
  const places = [...rescuable(state, v.player).keys()].sort();
  if (places.length === 0) {
    resolved(v, 'no captive of yours where you have a crew or Away Team: none rescued');
    return true;
  }
  if (places.length === 1) {
    PRISONER_VERBS['rescue-captives-at'](v, { kind: 'rescue-captives-at', location: places[0]! });
    return true;
  }
  CHOICE_VERBS['choose-cards'](v, {
    kind: 'choose-cards',
    chooser: 'you',
    pool: { from: 'ways', ways: places },
    pick: 1,
    chosen: 'stay',
    byWay: Object.fromEntries(places.map((location) => [location, [{ kind: 'rescue-captives-at' as const, location }]])),
  });
  return true;
}

export const PRISONER_VERBS: { readonly [K in PrisonerEffect['kind']]: (v: VerbContext, effect: Extract<PrisonerEffect, { kind: K }>) => void } = {
  'brainwashed-captive-placed': (v, effect) => (effect.where === 'outpost' ? captiveToOutpost(v) : underControlWhereHeld(v)),
  'rescue-captives-at': (v, effect) => {
    const state = v.ctx.state;
    const title = bp(state, v.card).title;
    const to = rescuerTeams(state, v.player, effect.location)[0];
    const captives = rescuable(state, v.player).get(effect.location) ?? [];
    if (!to) return resolved(v, 'no crew or Away Team there: none rescued');
    for (const iid of captives) {
      if (isCaptive(v.ctx.state, iid)) release(v.ctx, iid, to, 'rescued', title);
      else rescueControlled(v.ctx, iid, to, title);
    }
    resolved(v, `${captives.length} captive(s) rescued at ${effect.location}`);
  },
};

/** For the catalogue test and the README. */
export const PRISONER_WORDS: readonly string[] = ['effect:brainwashed-captive-placed', 'effect:rescue-captives-at', 'field:brainwashedStay', 'field:limitsCaptiveRescue'];

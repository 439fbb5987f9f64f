/**
 * Issue 15 (captive): a captive released "anywhere (opponent's choice)" — the captive's owner picks the
 * place (Interrogation). The choice pool `release-places` (vocabulary-choices.ts; gathered here for
 * choices.ts) offers every place the captive this card lies on may go back to: its owner's ships and
 * facilities in play, wherever they are, and every planet on the spaceline (its mission card stands for
 * the planet's surface). The effect `release-host-captive-to-chosen` then releases it there (the place
 * the last `CardsChosen` of this card named).
 *   1E rulebook › CAPTURE (rescued or released: cards about the capture lying on the captive are
 *   discarded); THE CARDS (a card's text overrides the rules: "anywhere").
 * Also Prisoner Exchange's other way: `release-target`, then the player picks one personnel of their
 * draw deck or hand (the choice pool `draw-deck` with `download`: searchedZones), downloaded "there" (the fate
 * `download-where-target-is`: `yourPlaceAt`, then downloads.ts › downloadCard).
 * Decisions: a ship or facility takes the captive aboard; a planet takes it on its surface; a
 * facility or ship the owner controls only through another card is not offered (it is not theirs).
 */
import { blueprintOf } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import { isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { isCaptive, release, releasePlace } from './captives';
import { tableIndex } from '../table-index';
import type { VerbContext } from './verbs';

export type CaptiveReleaseEffect =
  /** The captive this card lies on is released to the place last chosen for this card (`choose-cards` with the pool `release-places`). */
  | { readonly kind: 'release-host-captive-to-chosen' }
  /** The target (a captive you hold) is released to its owner at its location (captives.ts › releasePlace: their facility, ship or planet there). */
  | { readonly kind: 'release-target' };

/** For the catalogue test. */
export const CAPTIVE_RELEASE_WORDS: readonly string[] = ['effect:release-host-captive-to-chosen', 'effect:release-target', 'choice-pool:release-places', 'choice-fate:download-where-target-is'];

/**
 * Where a card downloaded "there" goes for `player`: at the location of `target` (a card), their
 * facility there, else their ship there, else the planet's surface; null when none (Prisoner Exchange).
 */
export function yourPlaceAt(state: GameState, player: PlayerId, target: string): string | null {
  const instance = state.cards[target];
  const location = instance ? locationOfZone(state, instance.zone) : null;
  if (!location) return null;
  const here = tableIndex(state).inPlay.filter((one) => one.owner === player && locationOfZone(state, one.zone) === location && isInPlayZone(one.zone));
  const facility = here.find((one) => blueprintOf(state, one.iid).type === 'Facility');
  if (facility) return Z.aboard(facility.iid);
  const ship = here.find((one) => blueprintOf(state, one.iid).type === 'Ship');
  if (ship) return Z.aboard(ship.iid);
  const planet = state.locations[location]?.missions.some((mission) => (bp(state, mission).mission?.kind ?? '') !== 'space');
  return planet ? Z.surface(location) : null;
}

/** The captive a card lies on (`on:<captive>`), while it is held. */
export function hostCaptive(state: GameState, card: string): string | null {
  const self = state.cards[card];
  const host = self && zoneKind(self.zone) === 'on' ? zoneArg(self.zone) : null;
  return host && isCaptive(state, host) ? host : null;
}

/** Where the captive `iid` may be released to anywhere: its owner's ships and facilities in play, then the planet missions (one option per planet location). */
export function releasePlaces(state: GameState, iid: string): string[] {
  const owner = state.cards[iid]!.owner;
  const carriers = tableIndex(state)
    .inPlay.filter((instance) => instance.owner === owner && !state.control?.[instance.iid] && isInPlayZone(instance.zone) && ['Ship', 'Facility'].includes(blueprintOf(state, instance.iid).type))
    .map((instance) => instance.iid);
  const planets = Object.values(state.locations).flatMap((location) => {
    const planet = location.missions.find((mission) => (bp(state, mission).mission?.kind ?? '') !== 'space');
    return planet ? [planet] : [];
  });
  return [...carriers, ...planets];
}

/** The zone a chosen place stands for: aboard a ship or facility, or the surface of a planet mission's location. */
function zoneOfPlace(state: GameState, place: string): string | null {
  const card = state.cards[place];
  if (!card) return null;
  const type = blueprintOf(state, place).type;
  if (type === 'Ship' || type === 'Facility') return Z.aboard(place);
  const location = locationOfZone(state, card.zone) ?? Object.values(state.locations).find((one) => one.missions.includes(place))?.id ?? null;
  return location ? Z.surface(location) : null;
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const CAPTIVE_RELEASE_VERBS: { readonly [K in CaptiveReleaseEffect['kind']]: (v: VerbContext, effect: Extract<CaptiveReleaseEffect, { kind: K }>) => void } = {
  'release-host-captive-to-chosen': (v) => {
    const state = v.ctx.state;
    const captive = hostCaptive(state, v.card);
    if (!captive) return resolved(v, 'not on a captive: nothing');
    const chosen = [...v.ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'CardsChosen' }> => event.type === 'CardsChosen' && event.source === v.card);
    const to = chosen?.chosen[0] ? zoneOfPlace(state, chosen.chosen[0]) : null;
    if (!to) return resolved(v, 'no place chosen: the captive stays held');
    release(v.ctx, captive, to, 'released', bp(state, v.card).title);
    resolved(v, 'captive released where its owner chose');
  },
  'release-target': (v) => {
    const state = v.ctx.state;
    const captive = v.target;
    if (!captive || !isCaptive(state, captive)) return resolved(v, 'not a captive: nothing');
    const to = releasePlace(state, captive);
    if (!to) return resolved(v, 'no place to release the captive to: it stays held');
    release(v.ctx, captive, to, 'released', bp(state, v.card).title);
    resolved(v, 'captive released');
  },
};

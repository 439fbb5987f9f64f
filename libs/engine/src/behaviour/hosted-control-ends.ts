/**
 * Issue 15 (helper control): ending on purpose a control held by a card lying on an opposing personnel, for a gain —
 * He Put Creatures in our Bodies: your Ceti Eel on a personnel you control that the opponent owns is nullified (the
 * personnel is theirs again and its owner relocates it anywhere), and your augments at that location gain a skill
 * of your choice until the end of the turn.
 * Words:
 * - target `your-held-personnel-and-any-skill` (`holders`): a personnel you control and the opponent owns, whose control a
 *   face-up card of yours titled one of `holders` lying on it holds (hosted-control.ts), and a regular skill named for
 *   it — written `personnel>Skill` (as named-skills.ts);
 * - effect `nullify-holder-on-target` (`holders`): that card is nullified (to its owner's discard pile) and the control
 *   ends at once (`ControlReturned`);
 * - effect `grant-named-skill-to-yours-at-target-location` (`filter`): each of your personnel in play at the target's
 *   location (aboard a ship or facility there, or on the planet) matching `filter` has the named skill until the end of
 *   the turn (skill-copies.ts › copySkillUntilEndOfTurn);
 * - choice pool `target-places`: every place the target personnel may be relocated to "anywhere" — its owner's ships and
 *   facilities in play, and every planet (captive-releases.ts › releasePlaces); with `chooser: 'opponent'`, the owner
 *   picks; effect `relocate-target-to-chosen`: the personnel goes there (aboard, or on the planet's surface).
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; USING SKILLS › List of Regular Skills; THE CARDS ›
 *   INTERRUPTS; THE CARDS (a card's text overrides the rules: "anywhere").
 * Decision: the augments are those at the personnel's location before it is relocated ("at same location").
 */
import { REGULAR_SKILLS } from '@captains-log/cards';
import { blueprintOf, titledAmong } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameEvent, GameState, PlayerId } from '../types';
import { isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { releasePlaces } from './captive-releases';
import { personnelMatches } from './personnel-filter';
import { copySkillUntilEndOfTurn } from './skill-copies';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';

export type HostedControlEndTarget = { readonly kind: 'your-held-personnel-and-any-skill'; readonly holders: readonly string[] };
export type HostedControlEndEffect =
  | { readonly kind: 'nullify-holder-on-target'; readonly holders: readonly string[] }
  | { readonly kind: 'grant-named-skill-to-yours-at-target-location'; readonly filter: PersonnelFilter }
  | { readonly kind: 'relocate-target-to-chosen' };

/** For the catalogue test. */
export const HOSTED_CONTROL_END_WORDS: readonly string[] = [
  'target:your-held-personnel-and-any-skill',
  'effect:nullify-holder-on-target',
  'effect:grant-named-skill-to-yours-at-target-location',
  'effect:relocate-target-to-chosen',
  'choice-pool:target-places',
];

/** The card of `player` titled one of `holders` whose lying face up on `iid` holds its control, if any. */
function holderOn(state: GameState, player: PlayerId, iid: string, holders: readonly string[]): string | null {
  const entry = state.control?.[iid];
  const held = entry?.heldBy ? state.cards[entry.heldBy] : undefined;
  if (!entry || !held || entry.owner === player || state.cards[iid]?.owner !== player) return null;
  return held.zone === Z.on(iid) && held.faceUp && held.owner === player && titledAmong(holders, bp(state, held.iid)) ? held.iid : null;
}

function heldPersonnel(state: GameState, player: PlayerId, spec: HostedControlEndTarget): string[] {
  return Object.keys(state.control ?? {})
    .filter((iid) => holderOn(state, player, iid, spec.holders) && isInPlayZone(state.cards[iid]!.zone))
    .sort()
    .flatMap((iid) => REGULAR_SKILLS.map((skill) => `${iid}>${skill}`));
}

/** The location of a zone, a card aboard a ship or facility read through its host. */
function locationOf(state: GameState, zone: string): string | null {
  if (zoneKind(zone) === 'aboard' || zoneKind(zone) === 'docked') {
    const host = state.cards[zoneArg(zone)];
    return host ? locationOf(state, host.zone) : null;
  }
  return locationOfZone(state, zone);
}

/** The personnel of a `personnel>Skill` target, and the skill. */
function parts(v: VerbContext): [string, string | undefined] {
  return (v.target ?? '').split('>') as [string, string | undefined];
}

/** The choice pool `target-places` (choices.ts › gather). */
export function targetPlaces(state: GameState, target: string | undefined): string[] {
  const personnel = (target ?? '').split('>')[0]!;
  return state.cards[personnel] && isInPlayZone(state.cards[personnel]!.zone) ? releasePlaces(state, personnel) : [];
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

const CONTROL = ['1E rulebook', 'MISCELLANEOUS RULES', 'CONTROL AND OWNERSHIP'].join(' › ');

export const HOSTED_CONTROL_END_VERBS: { readonly [K in HostedControlEndEffect['kind']]: (v: VerbContext, effect: Extract<HostedControlEndEffect, { kind: K }>) => void } = {
  'nullify-holder-on-target': (v, effect) => {
    const [personnel] = parts(v);
    const holder = holderOn(v.ctx.state, v.player, personnel, effect.holders);
    if (!holder) return resolved(v, 'no card of yours holds that personnel any more: nothing nullified');
    v.ctx.emit({ type: 'CardMoved', card: holder, from: Z.on(personnel), to: Z.discard(v.ctx.state.cards[holder]!.owner), faceUp: true, reason: `nullified by ${bp(v.ctx.state, v.card).title}`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'ControlReturned', cards: [personnel], rule: CONTROL });
    resolved(v, `${bp(v.ctx.state, holder).title} nullified: ${bp(v.ctx.state, personnel).title} is back under its owner's control`);
  },
  'grant-named-skill-to-yours-at-target-location': (v, effect) => {
    const [personnel, skill] = parts(v);
    const state = v.ctx.state;
    const where = state.cards[personnel] ? locationOf(state, state.cards[personnel]!.zone) : null;
    if (!where || !skill) return resolved(v, 'no location or skill: nothing gained');
    const yours = (tableIndex(state).inPlayBy[v.player] ?? []).filter(
      (instance) => ['aboard', 'surface'].includes(zoneKind(instance.zone)) && blueprintOf(state, instance.iid).type === 'Personnel' && locationOf(state, instance.zone) === where && personnelMatches(blueprintOf(state, instance.iid), effect.filter),
    );
    for (const instance of yours) copySkillUntilEndOfTurn(v, instance.iid, v.card, skill);
    resolved(v, yours.length > 0 ? `${yours.map((instance) => bp(state, instance.iid).title).join(', ')} have ${skill} until the end of the turn` : 'none of yours there to gain it');
  },
  'relocate-target-to-chosen': (v) => {
    const [personnel] = parts(v);
    const state = v.ctx.state;
    const chosen = [...v.ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'CardsChosen' }> => event.type === 'CardsChosen' && event.source === v.card);
    const place = chosen?.chosen[0];
    const instance = state.cards[personnel];
    if (!instance || !isInPlayZone(instance.zone) || !place || !state.cards[place]) return resolved(v, 'no place chosen: the personnel stays');
    const type = blueprintOf(state, place).type;
    const location = type === 'Mission' ? Object.values(state.locations).find((one) => one.missions.includes(place))?.id : null;
    const to = type === 'Ship' || type === 'Facility' ? Z.aboard(place) : location ? Z.surface(location) : null;
    if (!to || to === instance.zone) return resolved(v, 'the personnel stays where it is');
    v.ctx.emit({ type: 'CardMoved', card: personnel, from: instance.zone, to, faceUp: true, reason: `${bp(state, v.card).title}: relocated (its owner's choice)`, rule: RULES.cardEffects });
    resolved(v, `${bp(state, personnel).title} relocated where its owner chose`);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const HOSTED_CONTROL_END_TARGETS = finding(['your-held-personnel-and-any-skill'], (state, player, spec) => heldPersonnel(state, player, spec));

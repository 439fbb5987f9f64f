/**
 * Issue 15 (helper infiltrate): a Founder morphs to impersonate another personnel — a morph card lying on the Founder
 * gives it parts of that personnel's identity while it lies there (Assume Identity: someone of the opponent's just
 * killed; Impersonate Captive: someone you hold captive), and the Founder may morph back at any time (the card is
 * discarded: `morph-back`, infiltration-cards.ts).
 *   - card field `impersonation` (`takes`, `treachery`, `noHonor`): lying face up on a personnel whose impersonated card
 *     it recorded (`state.selected[card]`, the impersonated card's instance), `blueprintOf` (card-facts.ts) passes that
 *     personnel through `withImpersonation` before any other change, so every rule (staffing, requirements through
 *     memberOf, battle, infiltration's compatibility) reads the impersonated parts. It always gains infiltration icons for
 *     the impersonated card's affiliations, and it impersonates that card's persona instead of its own card's (a `<name>`
 *     persona entry: exposed when present with another version of it, infiltration.ts › dueExposure);
 *   - target `just-killed-and-your-founder` (`except`): `killed>founder` — in the `personnel-killed` response window,
 *     an opponent's non-Borg universal personnel just killed and your Founder (not `except`) in play in the quadrant it
 *     died in, free to morph;
 *   - target `your-captive-and-founder-present`: `captive>founder` — a non-Borg personnel you hold captive and your
 *     Founder present with it (aboard the ship or facility that holds it, or on the planet where it is held), free to morph;
 *   - effect `morph-to-impersonate`: the card records the impersonated card and is placed on the Founder, which morphs
 *     (an earlier morph card lying on it is discarded: one form at a time).
 * An undercover agent's icon changed (Insert Undercover Agent's second way):
 *   - card field `hostInfiltrationIcon: 'chosen'`: lying face up on a personnel, that personnel's infiltration icons are
 *     the one affiliation the card recorded (`state.selected[card]`) instead of its own (read by `withImpersonation` too);
 *   - target `your-infiltration-personnel-and-opposing-affiliation`: `personnel>Affiliation` — your personnel in play with
 *     an infiltration icon, not infiltrating, and an affiliation of an opponent's personnel present with it;
 *   - effect `place-on-host-choosing-icon`: the card records that affiliation and is placed on that personnel;
 *   - effect `host-countdown-expose` (a `turn-ends` trigger of its owner's turns): lying on a personnel, the card counts
 *     down one (its counter goes on from the table; none yet: its countdown icon's number); at zero the personnel is
 *     exposed if infiltrating and the card discarded. On the table it does nothing (play.ts › endTurn ticks it there).
 *     1E rulebook › COUNTDOWNS (a countdown card you own counts down at the end of each of your turns; at zero it is discarded).
 *   1E rulebook › MIRROR OPPOSITES AND IMPERSONATORS (impersonators show an infiltration icon); INFILTRATE; EXPOSURE
 *   (present with another version of the persona impersonated); PERSONNEL › Classification, Staffing icons; USING SKILLS.
 * A captive's own infiltration icons (E-Band Emissions):
 *   - card field `ownInfiltrationIconsUnder` (`titles`): while the card lies face up on a table, a personnel with a face-up
 *     card of these titles lying on it (Brainwash) has infiltration icons for its own (printed) affiliations too (read by
 *     `withImpersonation`). A Brainwashed captive is under its captor's control (captive-control.ts: its `owner` field
 *     names the controller), so it may infiltrate its owner's crews with them (infiltration.ts).
 * Cheap by construction (as host-changes.ts): the impersonation blueprints are found once per game (none in almost every
 * game: one lookup per read); a changed card is made once per (card, impersonated card) and kept.
 */
import type { Affiliation, Card, Icon } from '@captains-log/cards';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { captivesHeldBy, heldPlace } from './captives';
import { leavePlay } from '../attempt/leaving-play';
import { morphPrevented } from './infiltration-cards';
import { expose, INFILTRATION_RULES, isInfiltrating } from './infiltration';
import { countdownOf, titledAmong } from '../card-facts';
import { finding } from './target-table';
import { tableIndex } from '../table-index';
import type { VerbContext } from './verbs';

/** A part of the impersonated personnel's identity the morphed Founder takes. */
export type ImpersonatedPart = 'classification' | 'staffing' | 'skills' | 'strength' | 'cunning' | 'infiltration';

/** Card field: lying face up on a personnel, it takes these parts of the card it impersonates (and infiltration icons for its affiliations). */
export interface Impersonation {
  readonly takes: readonly ImpersonatedPart[];
  /** "has 1 Treachery": its Treachery is exactly this level. */
  readonly treachery?: number;
  /** "loses all Honor". */
  readonly noHonor?: true;
}

export type ImpersonationTarget =
  | { readonly kind: 'just-killed-and-your-founder'; readonly except?: readonly string[] }
  | { readonly kind: 'your-captive-and-founder-present' }
  | { readonly kind: 'your-infiltration-personnel-and-opposing-affiliation' };

export type ImpersonationEffect = { readonly kind: 'morph-to-impersonate' } | { readonly kind: 'place-on-host-choosing-icon' } | { readonly kind: 'host-countdown-expose' };

/** For the catalogue test and the README. */
export const IMPERSONATION_WORDS: readonly string[] = [
  'impersonation',
  'host-infiltration-icon',
  'own-infiltration-icons-under',
  'target:just-killed-and-your-founder',
  'target:your-captive-and-founder-present',
  'target:your-infiltration-personnel-and-opposing-affiliation',
  'effect:morph-to-impersonate',
  'effect:place-on-host-choosing-icon',
  'effect:host-countdown-expose',
];

export const IMPERSONATION_RULES = {
  impersonators: '1E rulebook › MIRROR OPPOSITES AND IMPERSONATORS',
} as const;

const impersonates: BlueprintTest = (behaviour) => behaviour.impersonation ?? behaviour.hostInfiltrationIcon;
const grantsOwnIcons: BlueprintTest = (behaviour) => behaviour.ownInfiltrationIconsUnder;

/** The personnel `card` (instance `iid`) with infiltration icons for its own affiliations, while a table card grants them to the titled card lying on it. */
function withOwnInfiltrationIcons(state: GameState, card: Card, iid: string): Card {
  const granting = blueprintsWhere(state, grantsOwnIcons);
  if (granting.size === 0) return card;
  const lying = (state.zones[Z.on(iid)] ?? []).filter((on) => state.cards[on]?.faceUp).map((on) => bp(state, on).title);
  if (lying.length === 0) return card;
  const grants = tableIndex(state).inPlay.some(
    (instance) => instance.faceUp && granting.has(instance.blueprint) && zoneKind(instance.zone) === 'table' && (behaviourOf(instance.blueprint)?.ownInfiltrationIconsUnder?.titles ?? []).some((title) => lying.includes(title)),
  );
  const added = card.affiliations.filter((affiliation) => !card.infiltrationIcons.includes(affiliation));
  if (!grants || added.length === 0) return card;
  let made = MADE.get(card);
  if (!made) MADE.set(card, (made = new Map()));
  const key = `own|${added.join('+')}`;
  let out = made.get(key);
  if (!out) made.set(key, (out = { ...card, infiltrationIcons: [...card.infiltrationIcons, ...added] }));
  return out;
}

const MADE = new WeakMap<Card, Map<string, Card>>();

const bare = (name: string) => name.replace(/^[<(]/, '').replace(/[>)]$/, '').trim();

/** The personnel `card` (instance `iid`) as the rules see it now: a Founder morphed into the card a morph card lying on it impersonates. */
export function withImpersonation(state: GameState, printed: Card, iid: string): Card {
  if (printed.type !== 'Personnel' || !printed.personnel) return printed;
  const card = withOwnInfiltrationIcons(state, printed, iid);
  const sources = blueprintsWhere(state, impersonates);
  if (sources.size === 0) return card;
  for (const on of state.zones[Z.on(iid)] ?? []) {
    const instance = state.cards[on];
    const behaviour = instance?.faceUp && sources.has(instance.blueprint) ? behaviourOf(instance.blueprint) : undefined;
    if (behaviour?.hostInfiltrationIcon === 'chosen') {
      const chosen = state.selected?.[on] as Affiliation | undefined;
      if (!chosen) continue;
      let made = MADE.get(card);
      if (!made) MADE.set(card, (made = new Map()));
      const key = `icon|${chosen}`;
      let out = made.get(key);
      if (!out) made.set(key, (out = { ...card, infiltrationIcons: [chosen] }));
      return out;
    }
    const spec = behaviour?.impersonation;
    const victim = spec ? state.cards[state.selected?.[on] ?? ''] : undefined;
    const printed = victim ? state.blueprints[victim.blueprint] : undefined;
    if (!spec || !printed?.personnel) continue;
    let made = MADE.get(card);
    if (!made) MADE.set(card, (made = new Map()));
    const key = `${instance!.blueprint}|${printed.id}`;
    let out = made.get(key);
    if (!out) made.set(key, (out = impersonating(card, printed, spec)));
    return out;
  }
  return card;
}

function impersonating(card: Card, victim: Card, spec: Impersonation): Card {
  const own = card.personnel!;
  const theirs = victim.personnel!;
  const takes = (part: ImpersonatedPart) => spec.takes.includes(part);
  let skills = takes('skills') ? theirs.skillBox.skills : own.skillBox.skills;
  if (spec.noHonor) skills = skills.filter((skill) => skill.name !== 'Honor');
  if (spec.treachery !== undefined) skills = [...skills.filter((skill) => skill.name !== 'Treachery'), { name: 'Treachery', level: spec.treachery, regular: true }];
  const staffing = (of: Card): Icon[] => of.icons.filter((icon) => icon.category === 'staffing');
  const icons = takes('staffing') ? [...card.icons.filter((icon) => icon.category !== 'staffing'), ...staffing(victim)] : card.icons;
  const infiltration = new Set<Affiliation>([...(takes('infiltration') ? victim.infiltrationIcons : card.infiltrationIcons), ...victim.affiliations]);
  const personas = [...victim.persona.filter((name) => !name.startsWith('<')).map(bare), victim.title].map((name) => `<${name}>`);
  return {
    ...card,
    icons,
    infiltrationIcons: [...infiltration],
    // It now looks like the impersonated card, no longer like the persona its own card impersonates.
    persona: [...card.persona.filter((name) => !name.startsWith('<')), ...personas],
    personnel: {
      ...own,
      ...(takes('classification') ? { classification: theirs.classification } : {}),
      ...(takes('strength') ? { strength: theirs.strength } : {}),
      ...(takes('cunning') ? { cunning: theirs.cunning } : {}),
      skillBox: { ...own.skillBox, skills },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Targets

const isFounder = (card: Card) => card.type === 'Personnel' && card.characteristics.some((c) => c.toLowerCase() === 'founder');
const nonBorg = (card: Card) => !card.affiliations.includes('Borg');

/** `player`'s Founders in play in a crew, Away Team or facility, face up, free to morph (not `except`). */
function yourFounders(state: GameState, player: PlayerId, except: readonly string[] = []): string[] {
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => instance.owner === player && instance.faceUp && (zoneKind(instance.zone) === 'aboard' || zoneKind(instance.zone) === 'surface'))
    .map((instance) => instance.iid)
    .filter((iid) => isFounder(bp(state, iid)) && !titledAmong(except, bp(state, iid)) && !morphPrevented(state, iid));
}

const quadrantOfZone = (state: GameState, zone: string) => {
  const location = locationOfZone(state, zone);
  return location ? state.locations[location]?.quadrant : undefined;
};

export function impersonationTargets(state: GameState, player: PlayerId, spec: ImpersonationTarget): string[] {
  switch (spec.kind) {
    case 'just-killed-and-your-founder': {
      const windows = state.windows ?? [];
      const top = windows[windows.length - 1];
      if (top?.action !== 'personnel-killed') return [];
      const out: string[] = [];
      (top.cards ?? [top.card]).forEach((killed, index) => {
        const instance = state.cards[killed];
        const printed = instance ? state.blueprints[instance.blueprint] : undefined;
        if (!instance || instance.owner !== other(player) || !printed?.personnel || !printed.universal || !nonBorg(printed)) return;
        const died = top.killedFrom?.[index];
        const quadrant = died ? quadrantOfZone(state, died) : undefined;
        if (!quadrant) return;
        for (const founder of yourFounders(state, player, spec.except)) if (quadrantOfZone(state, state.cards[founder]!.zone) === quadrant) out.push(`${killed}>${founder}`);
      });
      return out;
    }
    case 'your-captive-and-founder-present': {
      const out: string[] = [];
      for (const captive of captivesHeldBy(state, player)) {
        const printed = state.blueprints[state.cards[captive]!.blueprint];
        const place = heldPlace(state, captive);
        if (!printed?.personnel || !nonBorg(printed) || !place) continue;
        const zone = state.cards[place] ? Z.aboard(place) : Z.surface(place);
        for (const founder of yourFounders(state, player)) if (state.cards[founder]!.zone === zone) out.push(`${captive}>${founder}`);
      }
      return out;
    }
    case 'your-infiltration-personnel-and-opposing-affiliation': {
      const out: string[] = [];
      for (const instance of tableIndex(state).inPlayBy[player]) {
        const kind = zoneKind(instance.zone);
        if (!instance.faceUp || (kind !== 'aboard' && kind !== 'surface')) continue;
        const card = bp(state, instance.iid);
        if (card.type !== 'Personnel' || card.infiltrationIcons.length === 0 || isInfiltrating(state, instance.iid)) continue;
        const theirs = new Set<string>();
        for (const iid of cardsIn(state, instance.zone)) {
          const there = state.cards[iid]!;
          if (there.owner !== player && there.faceUp && bp(state, iid).type === 'Personnel' && !isInfiltrating(state, iid)) for (const affiliation of bp(state, iid).affiliations) theirs.add(affiliation);
        }
        for (const affiliation of [...theirs].sort()) out.push(`${instance.iid}>${affiliation}`);
      }
      return out;
    }
  }
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const IMPERSONATION_TARGETS = finding(['just-killed-and-your-founder', 'your-captive-and-founder-present', 'your-infiltration-personnel-and-opposing-affiliation'], (state, player, spec) => impersonationTargets(state, player, spec));

// ---------------------------------------------------------------------------------------------
// Effects

const isMorphCard = (card: Card) => card.characteristics.some((c) => c.toLowerCase() === 'morph card');

export const IMPERSONATION_VERBS: { readonly [K in ImpersonationEffect['kind']]: (v: VerbContext, effect: Extract<ImpersonationEffect, { kind: K }>) => void } = {
  'place-on-host-choosing-icon': (v) => {
    const state = v.ctx.state;
    const [personnel, affiliation] = (v.target ?? '').split('>') as [string, string | undefined];
    const host = state.cards[personnel];
    if (!host || !affiliation || !isInPlayZone(host.zone)) return;
    // Recorded before the card moves (as morph-to-impersonate).
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: affiliation });
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: state.cards[v.card]!.zone, to: Z.on(host.iid), faceUp: true, reason: `${bp(state, v.card).title}: placed on its undercover agent`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, host.iid).title}'s infiltration icon is now ${affiliation}`, target: v.target!, rule: INFILTRATION_RULES.infiltrate });
  },
  'host-countdown-expose': (v) => {
    const state = v.ctx.state;
    const instance = state.cards[v.card];
    const zone = instance?.zone ?? '';
    if (!instance || zoneKind(zone) !== 'on') return;
    const host = zone.slice(zone.indexOf(':') + 1);
    const remaining = (instance.countdown ?? countdownOf(bp(state, v.card)) ?? 1) - 1;
    v.ctx.emit({ type: 'CountdownTicked', card: v.card, remaining, rule: RULES.countdowns });
    if (remaining > 0) return;
    if (isInfiltrating(v.ctx.state, host)) expose(v.ctx, host, 'card', v.card);
    leavePlay(v.ctx, v.card, 'discarded', v.card);
  },
  'morph-to-impersonate': (v) => {
    const state = v.ctx.state;
    const [victim, founder] = (v.target ?? '').split('>') as [string, string | undefined];
    const resolved = (effect: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: IMPERSONATION_RULES.impersonators });
    const host = founder ? state.cards[founder] : undefined;
    if (!host || !state.cards[victim] || !isInPlayZone(host.zone) || morphPrevented(state, host.iid)) return resolved('the Founder may not morph: nothing');
    // Recorded before the card moves: the move renews the card records blueprintOf's memo is keyed on (card-facts.ts).
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: victim });
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: state.cards[v.card]!.zone, to: Z.on(host.iid), faceUp: true, reason: `${bp(state, v.card).title}: the Founder morphs`, rule: RULES.cardEffects });
    // One form at a time: a morph card lying on it from an earlier morph is discarded.
    for (const earlier of cardsIn(v.ctx.state, Z.on(host.iid))) if (earlier !== v.card && isMorphCard(bp(v.ctx.state, earlier))) leavePlay(v.ctx, earlier, 'discarded', v.card);
    resolved(`${bp(v.ctx.state, host.iid).title} morphs to impersonate ${state.blueprints[state.cards[victim]!.blueprint]!.title}`);
  },
};

/**
 * Issue 15 (helper incidents-e): cards that put cards of the discard pile back on the draw deck in
 * exchange for a card from hand — "discard a non-personnel card from hand to place two [Baj]
 * personnel from your discard pile on top of your draw deck" (For the Sisko); "… to place a
 * personnel from your discard pile on top of your deck; if that personnel is the same affiliation as
 * this personnel, discard incident" (Diplomatic Contact).
 *
 * Target `hand-card-and-discard-cards` (`handCard>d1+d2`): the card from hand and the cards of the
 * discard pile are chosen as the card is used (1E rulebook › ATTEMPT A MISSION › ENCOUNTERING
 * DILEMMAS › Clarification: Triggered & Targeted Effects — no valid target, no use). Offered: each
 * hand card with the first `count` matching cards of the pile (a set of cards is offered once, as the
 * set targets of vocabulary-events2.ts are); `isValidTarget` accepts any `count` distinct matching
 * cards. Effects: `hand-card-discarded-cards-atop-draw` (the hand card to the discard pile, then the
 * chosen cards on top of the draw deck, the first named on top: 1E rulebook › THE CARDS › the draw
 * deck is face down and its order kept); `if-chosen-shares-host-affiliation` (the chosen card shares
 * an affiliation with the personnel this card lies on: the effects in `then` follow);
 * `if-yours-present-together` (1E rulebook › PRESENT: the same crew, Away Team or facility).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { matches } from './play';
import { discardBarred, searchedZones } from './downloads';
import { downloadsForbiddenBy } from './verbs-events-c';
import type { VerbContext } from './verbs';
import type { CardFilter, Effect, TargetSpec } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';
import { personnelInPlay, personnelMatches } from './personnel-filter';
import { finding } from './target-table';

export type DeckRecursionTarget =
  /** A card from your hand matching `hand` and `count` cards of your discard pile matching `discard`, written `handCard>d1+d2`. */
  | { readonly kind: 'hand-card-and-discard-cards'; readonly hand?: CardFilter; readonly discard: CardFilter; readonly count: number }
  /**
   * A card from your hand matching `hand` and a card to download to hand matching `download` (from
   * where downloads look, the hand aside: the first copy of each title; `otherTitle`: not the hand
   * card's title), written `handCard>card`; none while downloads are forbidden.
   */
  | { readonly kind: 'hand-card-for-download-to-hand'; readonly hand: CardFilter; readonly download: CardFilter; readonly otherTitle?: boolean };

export type DeckRecursionEffect =
  /** The hand card of a `hand-card-and-discard-cards` target goes to your discard pile; then its discard-pile cards go on top of your draw deck (the first named on top). */
  | { readonly kind: 'hand-card-discarded-cards-atop-draw' }
  /** Issue 15 (report): an exchange — the hand card of a `hand-card-and-discard-cards` target goes to your discard pile, its discard-pile cards to your hand (Cybernetics Expertise). */
  | { readonly kind: 'hand-card-discarded-cards-to-hand' }
  /** When a discard-pile card of that target shares an affiliation with the personnel this card lies on, the effects in `then` follow. */
  | { readonly kind: 'if-chosen-shares-host-affiliation'; readonly then: readonly Effect[] }
  /**
   * When one of your personnel matching `host` is present with one of yours matching `with` (the same
   * personnel may match both), the effects in `then` follow — "(two cards if {Jean-Luc Picard} or an
   * Archaeology x2 personnel present)" on a card played on your Archaeology personnel (Dig).
   */
  | { readonly kind: 'if-yours-present-together'; readonly host: PersonnelFilter; readonly with: PersonnelFilter; readonly then: readonly Effect[] }
  /** The hand card of a `hand-card-for-download-to-hand` target goes beneath your draw deck; then the other card is downloaded to your hand. */
  | { readonly kind: 'hand-card-beneath-draw-download-to-hand' };

/** For the catalogue test: the target word (the effects are in the verb table below). */
export const DECK_RECURSION_WORDS: readonly string[] = ['target:hand-card-and-discard-cards', 'target:hand-card-for-download-to-hand'];

/** The hand card and the discard-pile cards of a `handCard>d1+d2` target. */
function parts(target: string | undefined): { hand: string; chosen: string[] } | null {
  if (!target || !target.includes('>')) return null;
  const [hand, rest] = target.split('>') as [string, string];
  return { hand, chosen: rest.split('+').filter((one) => one.length > 0) };
}

export function isDeckRecursionTarget(spec: TargetSpec): spec is Extract<DeckRecursionTarget, { kind: 'hand-card-and-discard-cards' }> {
  return spec.kind === 'hand-card-and-discard-cards';
}

/** The offers: each matching hand card with the first `count` matching cards of the discard pile (none when there are too few); for a download to hand, each hand card with the first copy of each title. */
export function deckRecursionTargets(state: GameState, player: PlayerId, spec: DeckRecursionTarget, self?: string): string[] {
  if (spec.kind === 'hand-card-for-download-to-hand') {
    if (downloadsForbiddenBy(state)) return [];
    const hand = cardsIn(state, Z.hand(player)).filter((iid) => iid !== self && matches(bp(state, iid), spec.hand));
    const seen = new Set<string>();
    const found: string[] = [];
    for (const zone of searchedZones(state, player).filter((zone) => zone !== Z.hand(player)))
      for (const iid of cardsIn(state, zone)) {
        const card = bp(state, iid);
        if (iid === self || seen.has(card.title) || !matches(card, spec.download) || discardBarred(state, player, iid)) continue;
        seen.add(card.title);
        found.push(iid);
      }
    return hand.flatMap((one) => found.filter((iid) => !spec.otherTitle || bp(state, iid).title !== bp(state, one).title).map((iid) => `${one}>${iid}`));
  }
  const pile = cardsIn(state, Z.discard(player)).filter((iid) => iid !== self && matches(bp(state, iid), spec.discard));
  if (pile.length < spec.count) return [];
  const first = pile.slice(0, spec.count).join('+');
  return cardsIn(state, Z.hand(player))
    .filter((iid) => iid !== self && matches(bp(state, iid), spec.hand))
    .map((iid) => `${iid}>${first}`);
}

/** Any hand card matching `hand` with exactly `count` distinct cards of the discard pile matching `discard`. */
export function isValidDeckRecursionTarget(state: GameState, player: PlayerId, spec: Extract<DeckRecursionTarget, { kind: 'hand-card-and-discard-cards' }>, target: string, self?: string): boolean {
  const chosen = parts(target);
  if (!chosen || chosen.hand === self || state.cards[chosen.hand]?.zone !== Z.hand(player) || !matches(bp(state, chosen.hand), spec.hand)) return false;
  if (chosen.chosen.length !== spec.count || new Set(chosen.chosen).size !== spec.count) return false;
  return chosen.chosen.every((iid) => iid !== self && state.cards[iid]?.zone === Z.discard(player) && matches(bp(state, iid), spec.discard));
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

type Handler<K extends DeckRecursionEffect['kind']> = (v: VerbContext, effect: Extract<DeckRecursionEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void;

export const DECK_RECURSION_VERBS: { readonly [K in DeckRecursionEffect['kind']]: Handler<K> } = {
  'hand-card-discarded-cards-atop-draw': (v) => {
    const chosen = parts(v.target);
    if (!chosen) return resolved(v, 'nothing chosen');
    const title = bp(v.ctx.state, v.card).title;
    const hand = v.ctx.state.cards[chosen.hand];
    if (hand && hand.zone === Z.hand(v.player))
      v.ctx.emit({ type: 'CardMoved', card: chosen.hand, from: hand.zone, to: Z.discard(v.player), faceUp: true, reason: `${title}: discarded from hand`, rule: RULES.cardEffects });
    // The last placed lies on top: place them in reverse so the first named ends on top.
    for (const iid of [...chosen.chosen].reverse()) {
      const card = v.ctx.state.cards[iid];
      if (!card || card.zone !== Z.discard(v.player)) continue;
      v.ctx.emit({ type: 'CardMoved', card: iid, from: card.zone, to: Z.draw(v.player), index: 0, faceUp: false, reason: `${title}: from the discard pile on top of the draw deck`, rule: RULES.cardEffects });
    }
    resolved(v, `${chosen.chosen.length} card(s) on top of the draw deck`);
  },
  'hand-card-discarded-cards-to-hand': (v) => {
    const chosen = parts(v.target);
    const hand = chosen ? v.ctx.state.cards[chosen.hand] : undefined;
    if (!chosen || !hand || hand.zone !== Z.hand(v.player)) return resolved(v, 'nothing to exchange');
    const title = bp(v.ctx.state, v.card).title;
    v.ctx.emit({ type: 'CardMoved', card: chosen.hand, from: hand.zone, to: Z.discard(v.player), faceUp: true, reason: `${title}: exchanged from hand`, rule: RULES.cardEffects });
    for (const iid of chosen.chosen) {
      const card = v.ctx.state.cards[iid];
      if (card && card.zone === Z.discard(v.player)) v.ctx.emit({ type: 'CardMoved', card: iid, from: card.zone, to: Z.hand(v.player), faceUp: false, reason: `${title}: from the discard pile to hand`, rule: RULES.cardEffects });
    }
    resolved(v, `${chosen.chosen.length} card(s) to hand`);
  },
  'if-chosen-shares-host-affiliation': (v, effect, run) => {
    const zone = v.ctx.state.cards[v.card]?.zone ?? '';
    const host = zoneKind(zone) === 'on' ? zone.slice(zone.indexOf(':') + 1) : undefined;
    const affiliations = host && v.ctx.state.cards[host] ? bp(v.ctx.state, host).affiliations : [];
    const shared = (parts(v.target)?.chosen ?? []).some((iid) => v.ctx.state.cards[iid] && bp(v.ctx.state, iid).affiliations.some((one) => affiliations.includes(one)));
    if (shared) run?.(effect.then);
    else resolved(v, 'no shared affiliation: no more');
  },
  'hand-card-beneath-draw-download-to-hand': (v) => {
    const chosen = parts(v.target);
    const wanted = chosen?.chosen[0];
    const title = bp(v.ctx.state, v.card).title;
    const hand = chosen ? v.ctx.state.cards[chosen.hand] : undefined;
    if (!chosen || !hand || hand.zone !== Z.hand(v.player) || !wanted || !v.ctx.state.cards[wanted] || v.ctx.state.cards[wanted]!.zone === Z.hand(v.player)) return resolved(v, 'nothing to exchange');
    v.ctx.emit({ type: 'CardMoved', card: chosen.hand, from: hand.zone, to: Z.draw(v.player), index: cardsIn(v.ctx.state, Z.draw(v.player)).length, faceUp: false, reason: `${title}: beneath the draw deck`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card: wanted, from: v.ctx.state.cards[wanted]!.zone, to: Z.hand(v.player), faceUp: false, reason: `${title}: ${bp(v.ctx.state, wanted).title} downloaded to hand`, rule: `${RULES.cardEffects}; 1E rulebook › DOWNLOADING` });
  },
  'if-yours-present-together': (v, effect, run) => {
    const state = v.ctx.state;
    const together = personnelInPlay(state, v.player, effect.host).some((iid) =>
      cardsIn(state, state.cards[iid]!.zone).some((one) => state.cards[one]!.owner === v.player && bp(state, one).type === 'Personnel' && personnelMatches(bp(state, one), effect.with)),
    );
    if (together) run?.(effect.then);
    else resolved(v, 'not present together: no more');
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const DECK_RECURSION_TARGETS = finding(['hand-card-and-discard-cards', 'hand-card-for-download-to-hand'], (state, player, spec, self) => deckRecursionTargets(state, player, spec, self));

/**
 * Issue 15 (helper control): a card that lies on an opposing personnel and makes it yours while it lies there, the card
 * still owned by the opponent — Ceti Eel ("is under your control"), Release This Pain.
 * Words:
 * - target `personnel-present-with-title` (`titles`, `yours`, `notAndroidOrHologram`, `fromTable`): any personnel in play
 *   (either player's) in the same crew, Away Team or facility as a personnel of one of `titles` (`yours`: that personnel is
 *   yours), that one included ("each member … is present with … themselves"); not one that already has a copy of the card
 *   on it. `notAndroidOrHologram`: not an android or [Holo] personnel (Ceti Eel is nullified on them, so placing it there
 *   would do nothing). `fromTable`: only while the acting card lies on its owner's table (an ability of a card played
 *   there first: Ceti Eel "plays on table", then "you may place" it);
 * - effect `lie-on-target-under-your-control`: the card lies on its target (moving from the table if it is not there yet)
 *   and the target comes under your control (`ControlTaken` with `heldBy`: control-facts.ts; no end turn) — its `owner`
 *   field names you while `state.control` keeps its owner, so every rule that reads "yours" (moving it, attempting with
 *   it, staffing, battle sides, whose points its actions score) now treats it as yours, and it goes to its owner's pile
 *   if it leaves play (attempt/leaving-play.ts). A personnel you own comes back to you instead (`ControlReturned`).
 * - sweep `endHostedControl` (decide.ts, after every command): a control held by a card ends (`ControlReturned`) once
 *   that card no longer lies face up on the personnel (nullified, discarded) or the personnel left play.
 * What the card changes on its host while it lies there is `hostChange` (host-changes.ts: affiliation, skills lost,
 * `attributesAll`, `mixesWithIcons`) and `iconGrant` (icon-grants.ts).
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP (a card your opponent takes control of is no longer "yours",
 *   you still own it); "HERE" AND "PRESENT"; THE CARDS › INCIDENTS / INTERRUPTS (an effect lasts while the card lies
 *   where it was placed).
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z, zoneKind } from '../zones';
import { tableIndex } from '../table-index';
import { LASTING_CONTROL } from './captive-control';
import { ownerOf } from './control-changes';
import { isHologram } from './holograms';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import { titledAmong } from '../card-facts';

export type HostedControlTarget = {
  readonly kind: 'personnel-present-with-title';
  readonly titles: readonly string[];
  readonly yours?: true;
  readonly notAndroidOrHologram?: true;
  readonly fromTable?: true;
};
export type HostedControlEffect = { readonly kind: 'lie-on-target-under-your-control' };

/** For the catalogue test. */
export const HOSTED_CONTROL_WORDS: readonly string[] = ['target:personnel-present-with-title', 'effect:lie-on-target-under-your-control'];

export const HOSTED_CONTROL_RULES = {
  control: ['1E rulebook', 'MISCELLANEOUS RULES', 'CONTROL AND OWNERSHIP'].join(' › '),
  present: ['1E rulebook', 'MISCELLANEOUS RULES', '"HERE" AND "PRESENT"'].join(' › '),
} as const;

const PLACES = new Set(['aboard', 'surface']);

function isPersonnel(state: GameState, iid: string): boolean {
  return bp(state, iid).type === 'Personnel';
}

function presentWithTitle(state: GameState, player: PlayerId, spec: HostedControlTarget, self?: string): string[] {
  if (spec.fromTable && (!self || state.cards[self]?.zone !== Z.table(state.cards[self]!.owner))) return [];
  const holders = tableIndex(state).inPlay.filter(
    (instance) => PLACES.has(zoneKind(instance.zone)) && (!spec.yours || instance.owner === player) && isPersonnel(state, instance.iid) && titledAmong(spec.titles, bp(state, instance.iid)),
  );
  const zones = [...new Set(holders.map((instance) => instance.zone))];
  const blueprint = self ? state.cards[self]?.blueprint : undefined;
  return zones.flatMap((zone) =>
    cardsIn(state, zone).filter((iid) => {
      if (!isPersonnel(state, iid)) return false;
      const card = bp(state, iid);
      if (spec.notAndroidOrHologram && (isHologram(card) || card.characteristics.some((c) => c.toLowerCase() === 'android'))) return false;
      return !blueprint || !cardsIn(state, Z.on(iid)).some((on) => on !== self && state.cards[on]!.blueprint === blueprint && state.cards[on]!.faceUp);
    }),
  );
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const HOSTED_CONTROL_VERBS: { readonly [K in HostedControlEffect['kind']]: (v: VerbContext, effect: Extract<HostedControlEffect, { kind: K }>) => void } = {
  'lie-on-target-under-your-control': (v) => {
    const state = v.ctx.state;
    const target = v.target ? state.cards[v.target] : undefined;
    if (!target || !isInPlayZone(target.zone) || !isPersonnel(state, target.iid)) return resolved(v, 'the personnel is gone: nothing happens');
    const card = state.cards[v.card]!;
    if (card.zone !== Z.on(target.iid))
      v.ctx.emit({ type: 'CardMoved', card: v.card, from: card.zone, to: Z.on(target.iid), faceUp: true, reason: `${bp(state, v.card).title}: placed on ${bp(state, target.iid).title}`, rule: RULES.cardEffects });
    const title = bp(v.ctx.state, target.iid).title;
    if (target.owner === v.player) return resolved(v, `${title} is already under your control`);
    if (ownerOf(v.ctx.state, target.iid) === v.player) {
      v.ctx.emit({ type: 'ControlReturned', cards: [target.iid], rule: HOSTED_CONTROL_RULES.control });
      return resolved(v, `${title} (yours) is back under your control`);
    }
    v.ctx.emit({ type: 'ControlTaken', cards: [target.iid], by: v.player, from: target.owner, source: v.card, until: LASTING_CONTROL, heldBy: v.card, rule: HOSTED_CONTROL_RULES.control });
    resolved(v, `${title} is under your control while ${bp(v.ctx.state, v.card).title} lies on them`);
  },
};

/** After every command: a control held by a card lying on the personnel ends once that card is no longer there, face up (or the personnel left play). */
export function endHostedControl(ctx: Ctx): void {
  const control = ctx.state.control;
  if (!control) return;
  const ended = Object.entries(control)
    .filter(([iid, entry]) => {
      if (!entry.heldBy) return false;
      const personnel = ctx.state.cards[iid];
      const holder = ctx.state.cards[entry.heldBy];
      return !personnel || !isInPlayZone(personnel.zone) || !holder || holder.zone !== Z.on(iid) || !holder.faceUp;
    })
    .map(([iid]) => iid)
    .sort();
  if (ended.length > 0) ctx.emit({ type: 'ControlReturned', cards: ended, rule: `${HOSTED_CONTROL_RULES.control}; ${RULES.cardEffects}` });
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const HOSTED_CONTROL_TARGETS = finding(['personnel-present-with-title'], (state, player, spec, self) => presentWithTitle(state, player, spec, self));

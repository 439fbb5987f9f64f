/**
 * Issue 15 (captive): a captive brought under its captor's control (Brainwash). The captive leaves its
 * `held:` zone, reports aboard one of the captor's outposts and comes under the captor's control
 * (`ControlTaken` with no end: control-facts.ts; the card's `owner` field names the controller while
 * `state.control` keeps the owner). It stays a captive for rescue: a card that rescues captives brings
 * it back to its owner (`rescueControlled`), as a held one; cards lying on it are discarded then.
 * While a card with `hostMixesFreely` lies face up on it, it may mix with its controller's cards
 * regardless of affiliation (play.ts › checkHouseArrest: moves aboard ships and facilities).
 *   1E rulebook › CAPTURE ("Captives that are held (or Brainwashed) can only be rescued by a card that
 *   specifically rescues or releases captives"); MISCELLANEOUS RULES › CONTROL AND OWNERSHIP;
 *   1E DS9 rules › capture (captives cannot be used by either player unless allowed by a card such as
 *   Brainwash); REPORTING FOR DUTY › COMPATIBLE.
 * Decisions: the outpost is the captor's outpost at the captive's location, else their first one in
 * play; with no outpost of theirs the captive stays held (nothing happens; the card still lies on it).
 * A Brainwash that leaves play other than with its host does not end the control (left out).
 */
import { blueprintOf } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z } from '../zones';
import { CONTROL_RULES } from './control-changes';
import { isCaptive } from './captives';
import { behaviourOf } from './registry';
import { tableIndex } from '../table-index';
import type { VerbContext } from './verbs';
import { brainwashPlacedHere } from './prisoner-preparations';

/** Control that lasts until something ends it (no turn number reaches it). */
export const LASTING_CONTROL = Number.MAX_SAFE_INTEGER;

export type CaptiveControlEffect =
  /** The captive this card targets reports aboard your outpost (at its location first) and is under your control from now on. */
  { readonly kind: 'captive-to-your-outpost-under-control' };

/** For the catalogue test. */
export const CAPTIVE_CONTROL_WORDS: readonly string[] = ['effect:captive-to-your-outpost-under-control', 'field:hostMixesFreely'];

/** `player`'s outposts in play, those at `location` first. */
function outposts(state: GameState, player: PlayerId, location: string | null): string[] {
  const all = tableIndex(state)
    .inPlay.filter((instance) => instance.owner === player && isInPlayZone(instance.zone) && blueprintOf(state, instance.iid).type === 'Facility' && blueprintOf(state, instance.iid).facilityKind === 'Outpost')
    .map((instance) => instance.iid);
  return [...all.filter((iid) => locationOfZone(state, state.cards[iid]!.zone) === location), ...all.filter((iid) => locationOfZone(state, state.cards[iid]!.zone) !== location)];
}

/** Whether a face-up card lying on `iid` lets it mix regardless of affiliation (Brainwash). */
function hostMixes(state: GameState, iid: string): boolean {
  return cardsIn(state, Z.on(iid)).some((card) => state.cards[card]!.faceUp && behaviourOf(state.cards[card]!.blueprint)?.hostMixesFreely === true);
}

/** Whether `iid` mixes with its controller's cards regardless of affiliation: a card lying on it (Brainwash), or the control taken says so (issue 15, borg: The Naked Truth). */
export function mixesFreely(state: GameState, iid: string): boolean {
  return state.control?.[iid]?.mixes === true || hostMixes(state, iid);
}

/** `owner`'s personnel the opponent controls because they were a captive brought under control (a card of this kind lies on them). */
export function controlledCaptivesOf(state: GameState, owner: PlayerId): string[] {
  return Object.entries(state.control ?? {})
    .filter(([iid, entry]) => entry.owner === owner && entry.until === LASTING_CONTROL && state.cards[iid] && hostMixes(state, iid))
    .map(([iid]) => iid);
}

/** A controlled captive is rescued to `to` (its owner's zone): cards lying on it are discarded, control goes back, it moves there. */
export function rescueControlled(ctx: Ctx, iid: string, to: string, source: string): void {
  const instance = ctx.state.cards[iid];
  if (!instance) return;
  for (const child of [...cardsIn(ctx.state, Z.on(iid))])
    ctx.emit({ type: 'CardMoved', card: child, from: Z.on(iid), to: Z.discard(ctx.state.cards[child]!.owner), faceUp: true, reason: 'its captive was rescued', rule: RULES.capture });
  ctx.emit({ type: 'ControlReturned', cards: [iid], rule: `${RULES.capture}; ${CONTROL_RULES.control}` });
  ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to, faceUp: true, reason: `${source}: rescued`, rule: RULES.capture });
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const CAPTIVE_CONTROL_VERBS: { readonly [K in CaptiveControlEffect['kind']]: (v: VerbContext, effect: Extract<CaptiveControlEffect, { kind: K }>) => void } = {
  'captive-to-your-outpost-under-control': (v) => {
    // Issue 15 (helper obja): the player's card letting a brainwashed captive stay where it is held (prisoner-preparations.ts).
    if (brainwashPlacedHere(v)) return;
    captiveToOutpost(v);
  },
};

/** `player`'s outposts for a captive: those at its location first (issue 15, helper obja: prisoner-preparations.ts). */
export function yourOutpostsFor(state: GameState, player: PlayerId, captive: string): string[] {
  return outposts(state, player, locationOfZone(state, state.cards[captive]!.zone));
}

/** Brainwash's placement: the captive reports aboard the player's outpost (its location's first) under their control. */
export function captiveToOutpost(v: VerbContext): void {
  const state = v.ctx.state;
  const captive = v.target;
  if (!captive || !isCaptive(state, captive)) return resolved(v, 'not a captive: nothing');
  const outpost = outposts(state, v.player, locationOfZone(state, state.cards[captive]!.zone))[0];
  if (!outpost) return resolved(v, 'no outpost of yours: the captive stays held');
  const owner = state.cards[captive]!.owner;
  v.ctx.emit({ type: 'CardMoved', card: captive, from: state.cards[captive]!.zone, to: Z.aboard(outpost), faceUp: true, reason: `${bp(state, v.card).title}: reports to your outpost`, rule: RULES.capture });
  v.ctx.emit({ type: 'ControlTaken', cards: [captive], by: v.player, from: owner, source: v.card, until: LASTING_CONTROL, rule: `${RULES.capture}; ${CONTROL_RULES.control}` });
  resolved(v, `${bp(v.ctx.state, captive).title} reports to ${bp(v.ctx.state, outpost).title} under your control`);
}


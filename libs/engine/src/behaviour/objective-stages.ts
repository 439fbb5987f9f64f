/**
 * Issue 15 (helper borgobj, third pass): objectives probed for in stages, each outcome leaning on the one before —
 * Activate Thalaron Weapon ("[Rom]: emitters extended; ignore [Rom] from now on. [Cmd]: if emitters extended,
 * generator primed. [Interrupt]: if generator primed, weapon deployed").
 *
 * - A stage is a fact about one card in play: `CardAbilityUsed` with the key `<card> stage:<name>` (the turn it was
 *   reached), so it needs no state of its own; a card that leaves play and comes back is a new instance (new key).
 * - effect `objective-stage` (`set`, `needs`): the card reaches the stage `set`, only when it has reached `needs`.
 * - effect `if-objective-stage` (`stage`, `then`): the `then` effects run only when the card has reached `stage`
 *   ("if generator primed, weapon deployed").
 * - probe outcome `unlessStage` (probes.ts › probeOutcome): the entry is skipped once the probing card has reached that
 *   stage ("ignore [Rom] when probing"); the next entry of the list is looked at instead.
 * - effect `if-staffed-ship-here` (`title`, `then`): the `then` effects run while the player has a staffed ship of that
 *   title (or a version of it: "Scimitar (Chain of Command)") in space at the card's location (it lies on the mission).
 * - effect `kill-all-here` (`spareAboard`, `wholeRegion`): every personnel at the card's location (on the planet, aboard
 *   ships and facilities there; anyone's) is killed, except those aboard a ship so titled; `wholeRegion`: at every
 *   location of the mission's region when it lies in one.
 * - effect `if-prober-present` (`filter`, `unopposed`, `oncePerPersona`, `then`) — Visit Cochrane Memorial: the card lies on a
 *   planet mission; your unstopped personnel on that planet matching `filter` ("[Ent-E] personnel or human ENGINEER");
 *   `unopposed`: no personnel of the opponent's on that planet; `oncePerPersona`: only a persona that has not yet been
 *   used for this card counts, and the first such (in play order) is used now (`CardAbilityUsed`, key
 *   `<card> persona:<name>`). The `then` effects run with the planet's surface as their target (a `choose-cards` fate
 *   `download-to-target-zone` puts a personnel there: "play one personnel to planet").
 * - effect `offer-download-probe-card` / `download-offered-probe-card`: the player may download the probe card (still
 *   atop the draw deck) or a copy of it (same title, draw deck or hand): a personnel, ship or equipment reports to the
 *   first facility it may report to; another card is played onto a target of its own script (download-with-own-target.ts).
 * - play condition `your-ship-titled-in-region` (`title`, `region`): a ship of yours so titled (or a version) is in
 *   space at a location of that region (play-conditions2.ts).
 *   1E rulebook › END OF TURN › PROBING (the probe list read in order; one outcome; probing at the end of your turn);
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; GETTING HURT › KILLED.
 */
import { bp, problem, type Problem } from '../context';
import { leavePlay } from '../attempt/leaving-play';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { runEffects, type VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';
import { personnelMatches } from './personnel-filter';
import { checkDownloadable, downloadableCards, downloadCard, reportFacilities, reportZone, searchedZones } from './downloads';
import { ownTargetDownloads } from './download-with-own-target';
import { lastPick } from './mission-specialists';
import type { ChoiceEffect } from './vocabulary-choices';
import type { GameEvent } from '../types';
import type { Effect } from './vocabulary';
import { isTitled } from '../card-facts';

export type ObjectiveStageEffect =
  | { readonly kind: 'objective-stage'; readonly set: string; readonly needs?: string }
  | { readonly kind: 'if-objective-stage'; readonly stage: string; readonly then: readonly Effect[] }
  | { readonly kind: 'if-staffed-ship-here'; readonly title: string; readonly then: readonly Effect[] }
  | { readonly kind: 'kill-all-here'; readonly spareAboard?: string; readonly wholeRegion?: true }
  | { readonly kind: 'if-prober-present'; readonly filter: PersonnelFilter; readonly unopposed?: true; readonly oncePerPersona?: true; readonly then: readonly Effect[] }
  | { readonly kind: 'offer-download-probe-card' }
  | { readonly kind: 'download-offered-probe-card' };

export type ObjectiveStageCondition = { readonly kind: 'your-ship-titled-in-region'; readonly title: string; readonly region: string };

/** For the catalogue test. */
export const OBJECTIVE_STAGE_WORDS: readonly string[] = ['effect:objective-stage', 'effect:if-objective-stage', 'effect:if-staffed-ship-here', 'effect:kill-all-here', 'effect:if-prober-present', 'effect:offer-download-probe-card', 'effect:download-offered-probe-card', 'condition:your-ship-titled-in-region'];

const stageKey = (card: string, stage: string) => `${card} stage:${stage}`;

/** Whether the card (an instance in play) has reached the stage. */
export function reachedStage(state: GameState, player: PlayerId, card: string, stage: string): boolean {
  return state.abilityUses?.[`${player}|${stageKey(card, stage)}`] !== undefined;
}

/** The title itself or a version of it ("Scimitar (Chain of Command)"). */
export function titledOrVersion(title: string, wanted: string): boolean {
  return isTitled({ title }, wanted);
}

/** The player's ships so titled in space (undocked or docked) at the location. */
function shipsTitledAt(state: GameState, player: PlayerId, location: string, title: string): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.owner === player && ['space', 'docked'].includes(zoneKind(instance.zone)) && locationOfZone(state, instance.zone) === location)
    .filter((instance) => bp(state, instance.iid).type === 'Ship' && titledOrVersion(bp(state, instance.iid).title, title))
    .map((instance) => instance.iid);
}

/** Play check of `your-ship-titled-in-region`. */
export function shipInRegionProblem(state: GameState, player: PlayerId, condition: ObjectiveStageCondition, cardTitle: string): Problem | null {
  const found = Object.values(state.locations).some((location) => location.region === condition.region && shipsTitledAt(state, player, location.id, condition.title).length > 0);
  return found ? null : problem('PLAY_CONDITION', `${cardTitle} needs your ${condition.title} in the ${condition.region}`, RULES.triggers);
}

function resolved(v: VerbContext, effect: string, rule: string = RULES.cardEffects): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule });
}

const REPORTING = ['Personnel', 'Ship', 'Equipment'];

/** The download options for the probe card atop the player's deck: `iid` (reports) or `iid>target` (played onto a target). */
function probeCardDownloads(state: GameState, player: PlayerId): string[] {
  const top = cardsIn(state, Z.draw(player))[0];
  if (!top) return [];
  const card = bp(state, top);
  if (REPORTING.includes(card.type)) return downloadableCards(state, player, { titles: [card.title] }).filter((iid) => reportFacilities(state, player, iid).length > 0);
  return ownTargetDownloads(state, player, { kind: 'card-with-own-target', titles: [card.title], untargetedToo: true });
}

function personaOf(state: GameState, iid: string): string {
  const card = bp(state, iid);
  return card.persona[0] ?? card.title.replace(/ \(.*\)$/, '');
}

type Handler<K extends ObjectiveStageEffect['kind']> = (v: VerbContext, effect: Extract<ObjectiveStageEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void;

export const OBJECTIVE_STAGE_VERBS: { readonly [K in ObjectiveStageEffect['kind']]: Handler<K> } = {
  'objective-stage': (v, effect) => {
    if (effect.needs && !reachedStage(v.ctx.state, v.player, v.card, effect.needs)) return resolved(v, `${effect.needs} not yet: nothing happens`, RULES.probing);
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: stageKey(v.card, effect.set), turn: v.ctx.state.turn?.number ?? 0, rule: RULES.probing });
    resolved(v, `${bp(v.ctx.state, v.card).title}: ${effect.set}`, RULES.probing);
  },
  'if-objective-stage': (v, effect, run) => {
    if (!reachedStage(v.ctx.state, v.player, v.card, effect.stage)) return resolved(v, `${effect.stage} not yet: nothing happens`, RULES.probing);
    run?.(effect.then);
  },
  'if-staffed-ship-here': (v, effect, run) => {
    const location = locationOfCard(v.ctx.state, v.card);
    const staffed = location ? shipsTitledAt(v.ctx.state, v.player, location, effect.title).some((ship) => isStaffed(v.ctx.state, ship)) : false;
    if (!staffed) return resolved(v, `no staffed ${effect.title} of yours here`);
    run?.(effect.then);
  },
  'if-prober-present': (v, effect) => {
    const state = v.ctx.state;
    const location = locationOfCard(state, v.card);
    if (!location) return resolved(v, 'the card is at no location');
    const surface = cardsIn(state, Z.surface(location)).filter((iid) => bp(state, iid).type === 'Personnel');
    if (effect.unopposed && surface.some((iid) => state.cards[iid]!.owner === other(v.player))) return resolved(v, 'opposed: an opposing personnel is present', RULES.probing);
    const used = (iid: string) => effect.oncePerPersona && state.abilityUses?.[`${v.player}|${v.card} persona:${personaOf(state, iid)}`] !== undefined;
    const prober = surface.find((iid) => state.cards[iid]!.owner === v.player && !state.cards[iid]!.stopped && personnelMatches(bp(state, iid), effect.filter) && !used(iid));
    if (!prober) return resolved(v, 'no personnel of yours present who may probe', RULES.probing);
    if (effect.oncePerPersona) v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${v.card} persona:${personaOf(state, prober)}`, turn: state.turn?.number ?? 0, rule: RULES.probing });
    runEffects({ ctx: v.ctx, player: v.player, card: v.card, target: Z.surface(location) }, effect.then);
  },
  'offer-download-probe-card': (v) => {
    const options = probeCardDownloads(v.ctx.state, v.player);
    if (options.length === 0) return resolved(v, 'the probe card (or a copy) may not be downloaded now', RULES.probing);
    const choice: ChoiceEffect = { kind: 'choose-cards', chooser: 'you', pool: { from: 'this-card' }, pick: 1, upTo: true, chosen: 'stay', then: [{ kind: 'download-offered-probe-card' }] };
    v.ctx.emit({ type: 'ChoiceAwaited', player: v.player, owner: v.player, source: v.card, options, min: 0, max: 1, effect: choice, hidden: true, rule: RULES.probing } as GameEvent);
  },
  'download-offered-probe-card': (v) => {
    const key = lastPick(v.ctx, v.card);
    if (!key) return;
    const [iid] = key.split('>') as [string];
    const state = v.ctx.state;
    const instance = state.cards[iid];
    if (!instance || !searchedZones(state, v.player).includes(instance.zone) || checkDownloadable(state, v.player, iid)) return resolved(v, 'download invalid: the card is no longer available');
    if (!REPORTING.includes(bp(state, iid).type)) return runEffects({ ctx: v.ctx, player: v.player, card: v.card, target: key }, [{ kind: 'download-with-own-target' } as Effect]);
    const facility = reportFacilities(state, v.player, iid)[0];
    if (!facility) return resolved(v, `download invalid: ${bp(state, iid).title} has no place to report`);
    downloadCard(v.ctx, v.player, iid, v.card, { to: reportZone(state, iid, facility) });
  },
  'kill-all-here': (v, effect) => {
    const state = v.ctx.state;
    const here = locationOfCard(state, v.card);
    if (!here) return resolved(v, 'the card is at no location');
    const region = state.locations[here]?.region;
    const locations = effect.wholeRegion && region ? Object.values(state.locations).filter((location) => location.region === region).map((location) => location.id) : [here];
    const victims = Object.values(state.cards).filter((instance) => {
      const kind = zoneKind(instance.zone);
      if ((kind !== 'surface' && kind !== 'aboard') || bp(state, instance.iid).type !== 'Personnel') return false;
      if (!locations.includes(locationOfZone(state, instance.zone) ?? '')) return false;
      return !(effect.spareAboard && kind === 'aboard' && titledOrVersion(bp(state, zoneArg(instance.zone)).title, effect.spareAboard));
    });
    resolved(v, `${victims.length} personnel killed`);
    for (const victim of victims) if (v.ctx.state.cards[victim.iid] && cardsIn(v.ctx.state, v.ctx.state.cards[victim.iid]!.zone).includes(victim.iid)) leavePlay(v.ctx, victim.iid, 'killed', v.card);
  },
};

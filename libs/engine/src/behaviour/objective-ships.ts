/**
 * Issue 15 (helper borgobj, third pass): a Borg-Only Objective whose long-term target is a card — a ship (Eliminate Starship: "target
 * an opponent's ship at a mission you seeded; your Borg may battle that ship; if they destroy it in battle, immediately
 * probe"). Words:
 * - target `objective-ship` (`opponents`, `atYourMission`): a ship in play (in space, docked or not) — the opponent's, at
 *   a location where a mission you seeded lies;
 * - target `objective-personnel` (`filter`): an opponent's personnel in play, not held captive (Reassimilate Lost Drone:
 *   "an opponent's non-[Bor] Borg"); seeded, `choose-objective-target` (borg-objective-extras.ts) picks one too;
 * - effect `record-objective-card`: the played target becomes the objective's target (`ObjectiveTargeted`, the card's id;
 *   scouting.ts reads a target that is no location as "nothing to scout");
 * - effect `abduct-objective-target-to-ship`: while the objective is on the table, when a Borg ship of yours is at the
 *   target's location, the target is abducted — captured, held aboard that ship (captives.ts › capture);
 * - effect `assimilate-objective-target` (`presentWith`): while the objective is on the table, the target abducted by you
 *   and held where your personnel so titled is (aboard the same ship, or on the same planet) is assimilated as a drone
 *   (assimilation.ts › assimilate) and the objective is placed on it;
 * - card field `worthHostDots` (`per`, `titles`): lying on a personnel in play, held bonus points of `per` for each printed
 *   skill dot of it (skills and special-skill sentences of the printed card), another rate for `titles`
 *   (trophies.ts › settleHeldWorth after every command; taken back when it no longer lies there);
 * - `borgObjective.battlesTarget: 'ship'`: while it is your current objective, your Borg may initiate ship battle against
 *   its target ship (battle/battle.ts › checkInitiateShipBattle: the attack restrictions are lifted for an all-Borg force);
 * - card field `whenTargetDestroyed` (effects): run at once when the target ship is destroyed in a ship battle in which a
 *   ship of the objective's owner fired on it (battle/battle.ts › resolveShipBattle calls `objectiveTargetsDestroyed`);
 *   the effects' target is the battle's location;
 * - effect `offer-download-titled` (`titles`) / `download-offered`: the player may download one card so titled, played
 *   onto a target of its own script (a Borg-Only Objective with the mission it will target, an interrupt onto its ship:
 *   download-with-own-target.ts › ownTargetDownloads); a pick through choices.ts, none = decline;
 * - effect `after-ship-scouting` (`skill`, `then`) — Assimilate Starship, at the end of its owner's turn: scouting the target
 *   ship is completed (`ScoutingCompleted`, once) when an active (unstopped, undisabled) Borg of theirs is aboard it; then,
 *   on a later turn, with no battle at the ship's location since the end of their last turn, and one of their Borg aboard
 *   having `skill`, the `then` effects run (the probe). Boarding is the ordinary Beam (through SHIELDS only where a card
 *   allows it: play.ts › checkBeamPath); `atTimeLocation` (issue 15, helper borg: Build Interplexing Beacon) asks instead
 *   for the target ship in space at the time location so named with a Borg of theirs aboard;
 * - effect `assimilate-objective-ship`: the target ship is assimilated (assimilation.ts › assimilate, `as: 'ship'`: control
 *   passes for good, personnel aboard stay theirs) and the objective is placed on it (`BorgObjectiveCompleted`);
 * - effect `damage-random-opposing-ship-there`: one of the opponent's ships at the target location (the effects' target)
 *   is picked at random and damaged (rotation damage).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; SCOUTING › Scouting Ships; Ship Assimilation; Borg Rule: Abduction; Borg Rule: Personnel Assimilation; BATTLE › INITIATING A BATTLE › Borg Rule: Combat is Irrelevant
 *   ("unless a card permits it"); END OF TURN › PROBING ("immediately": not at the end of the turn); DOWNLOADING;
 *   MISCELLANEOUS RULES › RANDOM SELECTION; DAMAGE AND REPAIRS › ROTATION DAMAGE.
 */
import { bp, type Ctx } from '../context';
import { damageShip } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { assimilate } from './assimilation';
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { capture, captorOf, heldPlace } from './captives';
import { personnelMatches } from './personnel-filter';
import { titledOrVersion } from './objective-stages';
import type { PersonnelFilter } from './vocabulary-events2';
import { checkDownloadable, searchedZones } from './downloads';
import { ownTargetDownloads } from './download-with-own-target';
import { lastPick } from './mission-specialists';
import { selectAtRandom } from './random-selection';
import { behaviourOf } from './registry';
import { currentObjective } from './scouting';
import { finding } from './target-table';
import type { ChoiceEffect } from './vocabulary-choices';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';

export type ObjectiveShipTarget =
  | { readonly kind: 'objective-ship'; readonly opponents?: true; readonly atYourMission?: true }
  /** Issue 15 (helper borgobj, third pass): an opponent's personnel in play (not held captive) passing the filter ("an opponent's non-[Bor] Borg"). */
  | { readonly kind: 'objective-personnel'; readonly filter: PersonnelFilter };

/** Card field `worthHostDots`: lying on a personnel in play, worth `per` points for each printed skill dot of it (`titles`: another rate for these titles). */
export interface WorthHostDots {
  readonly per: number;
  readonly titles?: Readonly<Record<string, number>>;
}

export type ObjectiveShipEffect =
  | { readonly kind: 'record-objective-card' }
  | { readonly kind: 'abduct-objective-target-to-ship' }
  | { readonly kind: 'assimilate-objective-target'; readonly presentWith: string }
  | { readonly kind: 'offer-download-titled'; readonly titles: readonly string[] }
  | { readonly kind: 'download-offered' }
  | { readonly kind: 'damage-random-opposing-ship-there' }
  /** `atTimeLocation` (issue 15, helper borg: Build Interplexing Beacon): the probe needs, instead of a skill, the target ship in space at the time location so named, a Borg of yours aboard. */
  | { readonly kind: 'after-ship-scouting'; readonly skill?: string; readonly atTimeLocation?: string; readonly then: readonly Effect[] }
  | { readonly kind: 'assimilate-objective-ship' };

/** For the catalogue test. */
export const OBJECTIVE_SHIP_WORDS: readonly string[] = ['target:objective-ship', 'target:objective-personnel', 'effect:record-objective-card', 'effect:abduct-objective-target-to-ship', 'effect:assimilate-objective-target', 'field:worthHostDots', 'effect:offer-download-titled', 'effect:download-offered', 'effect:damage-random-opposing-ship-there', 'effect:after-ship-scouting', 'effect:assimilate-objective-ship', 'field:whenTargetDestroyed'];

/** The ships an `objective-ship` target allows. */
export function objectiveShips(state: GameState, player: PlayerId, spec: Extract<ObjectiveShipTarget, { kind: 'objective-ship' }>): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.faceUp && ['space', 'docked'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
    .filter((instance) => !spec.opponents || instance.owner !== player)
    .filter((instance) => {
      if (!spec.atYourMission) return true;
      const location = locationOfZone(state, instance.zone);
      return !!location && (state.locations[location]?.missions ?? []).some((mission) => state.cards[mission]?.owner === player);
    })
    .map((instance) => instance.iid);
}

/** Whether `player` may attack `target` with a force of these affiliations because their current objective targets that ship. */
export function objectiveBattlePermit(state: GameState, player: PlayerId, target: string, attacking: ReadonlySet<string>): boolean {
  const objective = currentObjective(state, player);
  if (!objective || ![...attacking].every((affiliation) => affiliation === 'Borg')) return false;
  return behaviourOf(state.cards[objective]!.blueprint)?.borgObjective?.battlesTarget === 'ship' && state.objectives?.[objective]?.target === target;
}

/**
 * Ships just destroyed in a ship battle at `location` (`by`: the ships that fired on each): a current objective of the
 * owner of a firing ship, targeting the destroyed ship, runs its `whenTargetDestroyed` effects.
 */
export function objectiveTargetsDestroyed(ctx: Ctx, location: string, destroyed: readonly { readonly ship: string; readonly by: readonly string[] }[]): void {
  for (const player of ['p1', 'p2'] as const) {
    const objective = currentObjective(ctx.state, player);
    const effects = objective ? behaviourOf(ctx.state.cards[objective]!.blueprint)?.whenTargetDestroyed : undefined;
    if (!objective || !effects) continue;
    const target = ctx.state.objectives?.[objective]?.target;
    const hit = destroyed.find((entry) => entry.ship === target && entry.by.some((ship) => ctx.state.cards[ship]?.owner === player));
    if (hit) runEffects({ ctx, player, card: objective, target: location }, effects);
  }
}

function resolved(v: VerbContext, effect: string, rule: string = RULES.cardEffects): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule });
}

type Handler<K extends ObjectiveShipEffect['kind']> = (v: VerbContext, effect: Extract<ObjectiveShipEffect, { kind: K }>) => void;

export const OBJECTIVE_SHIP_VERBS: { readonly [K in ObjectiveShipEffect['kind']]: Handler<K> } = {
  'record-objective-card': (v) => {
    if (!v.target || !v.ctx.state.cards[v.target]) return resolved(v, 'no target card');
    v.ctx.emit({ type: 'ObjectiveTargeted', player: v.player, card: v.card, target: v.target, rule: '1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL' });
  },
  'offer-download-titled': (v, effect) => {
    const options = ownTargetDownloads(v.ctx.state, v.player, { kind: 'card-with-own-target', titles: effect.titles });
    if (options.length === 0) return resolved(v, `no ${effect.titles.join(' or ')} to download`, RULES.cardEffects);
    const choice: ChoiceEffect = { kind: 'choose-cards', chooser: 'you', pool: { from: 'this-card' }, pick: 1, upTo: true, chosen: 'stay', then: [{ kind: 'download-offered' }] };
    v.ctx.emit({ type: 'ChoiceAwaited', player: v.player, owner: v.player, source: v.card, options, min: 0, max: 1, effect: choice, hidden: true, rule: RULES.cardEffects } as GameEvent);
  },
  'download-offered': (v) => {
    const key = lastPick(v.ctx, v.card);
    if (!key) return;
    const [iid] = key.split('>') as [string];
    const instance = v.ctx.state.cards[iid];
    if (!instance || !searchedZones(v.ctx.state, v.player).includes(instance.zone) || checkDownloadable(v.ctx.state, v.player, iid)) return resolved(v, 'download invalid: the card is no longer available');
    runEffects({ ctx: v.ctx, player: v.player, card: v.card, target: key }, [{ kind: 'download-with-own-target' } as Effect]);
  },
  'abduct-objective-target-to-ship': (v) => {
    const state = v.ctx.state;
    const target = state.objectives?.[v.card]?.target;
    const instance = target ? state.cards[target] : undefined;
    const location = instance && zoneKind(instance.zone) !== 'held' ? locationOfZone(state, instance.zone) : null;
    if (state.cards[v.card]!.zone !== Z.table(v.player)) return resolved(v, 'the objective is no longer on the table');
    if (!target || !location) return resolved(v, 'the target is at no location (or already abducted)');
    const ship = cardsIn(state, Z.space(location)).find((iid) => state.cards[iid]!.owner === v.player && bp(state, iid).type === 'Ship' && bp(state, iid).affiliations.includes('Borg' as never));
    if (!ship) return resolved(v, 'no Borg ship of yours at the target\'s location');
    capture(v.ctx, target, v.player, v.card, Z.aboard(ship), 'abducted');
  },
  'assimilate-objective-target': (v, effect) => {
    const state = v.ctx.state;
    const target = state.objectives?.[v.card]?.target;
    if (state.cards[v.card]!.zone !== Z.table(v.player)) return resolved(v, 'the objective is no longer on the table');
    if (!target || !state.cards[target] || captorOf(state, target) !== v.player) return resolved(v, 'the target is not abducted by you');
    const place = heldPlace(state, target)!;
    const zones = state.cards[place] ? [Z.aboard(place)] : [Z.surface(place)];
    const queen = zones.some((zone) => cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === v.player && titledOrVersion(bp(state, iid).title, effect.presentWith)));
    if (!queen) return resolved(v, `${effect.presentWith} is not present with the abducted target`);
    const taken = assimilate(v.ctx, [{ card: target, as: 'drone' }], v.player, v.card);
    if (taken.length === 0) return resolved(v, 'the target may not be assimilated');
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: v.ctx.state.cards[v.card]!.zone, to: Z.on(target), faceUp: true, reason: `${bp(state, v.card).title}: placed on the assimilated target`, rule: RULES.cardEffects });
  },
  'after-ship-scouting': (v, effect) => {
    const state = v.ctx.state;
    const record = state.objectives?.[v.card];
    const turn = state.turn?.number;
    const ship = record ? state.cards[record.target] : undefined;
    const location = ship ? locationOfZone(state, ship.zone) : null;
    if (!record || !ship || !location || turn === undefined || bp(state, ship.iid).type !== 'Ship') return resolved(v, 'the target ship is not in play');
    const borgAboard = cardsIn(state, Z.aboard(ship.iid)).filter((iid) => state.cards[iid]!.owner === v.player && !state.cards[iid]!.stopped && !state.cards[iid]!.disabled && bp(state, iid).type === 'Personnel' && bp(state, iid).affiliations.includes('Borg' as never));
    if (record.completed === undefined && borgAboard.length > 0) v.ctx.emit({ type: 'ScoutingCompleted', player: v.player, objective: v.card, location, turn, rule: '1E rulebook › COMPLETE BORG OBJECTIVES › SCOUTING › Scouting Ships' });
    const completed = v.ctx.state.objectives?.[v.card]?.completed;
    if (completed === undefined) return;
    if (completed === turn) return resolved(v, 'scouting completed this turn: no probe until a later turn', '1E rulebook › COMPLETE BORG OBJECTIVES › SCOUTING');
    if ((state.battledAt?.[location] ?? -Infinity) >= turn - 1) return resolved(v, 'a battle took place at the target location since the end of your last turn: no probe', '1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL');
    if (effect.skill && !borgAboard.some((iid) => skillLevel(memberOf(state, iid), effect.skill!) > 0)) return resolved(v, `no Borg of yours with ${effect.skill} aboard the target`);
    if (borgAboard.length === 0) return resolved(v, 'no Borg of yours aboard the target');
    const place = state.locations[location];
    if (effect.atTimeLocation && (!place?.time || place.name !== effect.atTimeLocation || ship.zone !== Z.space(location))) return resolved(v, `the target ship is not orbiting ${effect.atTimeLocation}`);
    runEffects(v, effect.then);
  },
  'assimilate-objective-ship': (v) => {
    const state = v.ctx.state;
    const target = state.objectives?.[v.card]?.target;
    const location = target && state.cards[target] ? locationOfZone(state, state.cards[target]!.zone) : null;
    if (!target || !location || state.cards[v.card]!.zone !== Z.table(v.player)) return resolved(v, 'nothing to assimilate');
    if (assimilate(v.ctx, [{ card: target, as: 'ship' }], v.player, v.card).length === 0) return resolved(v, 'the ship may not be assimilated');
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: v.ctx.state.cards[v.card]!.zone, to: Z.on(target), faceUp: true, reason: `${bp(state, v.card).title}: objective complete, placed on the ship`, rule: '1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL' });
    v.ctx.emit({ type: 'BorgObjectiveCompleted', player: v.player, objective: v.card, location, rule: '1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL' });
  },
  'damage-random-opposing-ship-there': (v) => {
    const location = v.target;
    const ships = location ? cardsIn(v.ctx.state, Z.space(location)).filter((iid) => v.ctx.state.cards[iid]!.owner === other(v.player) && bp(v.ctx.state, iid).type === 'Ship') : [];
    if (ships.length === 0) return resolved(v, 'no other opposing ship present');
    const [hit] = selectAtRandom(v.ctx, { candidates: ships, purpose: `${bp(v.ctx.state, v.card).title}: a ship damaged` });
    if (hit) damageShip(v.ctx, hit, v.card);
  },
};

/** The opponent's personnel an `objective-personnel` target allows (not held captive). */
export function objectivePersonnel(state: GameState, player: PlayerId, filter: PersonnelFilter): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.faceUp && instance.owner !== player && ['surface', 'aboard'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Personnel' && personnelMatches(bp(state, instance.iid), filter))
    .map((instance) => instance.iid);
}

/** `worthHostDots` (trophies.ts › settleHeldWorth): what the card lying on a personnel in play is worth now. */
export function hostDotsWorth(state: GameState, iid: string, word: WorthHostDots): number {
  const instance = state.cards[iid]!;
  if (zoneKind(instance.zone) !== 'on' || !instance.faceUp) return 0;
  const host = state.cards[zoneArg(instance.zone)];
  if (!host || !isInPlayZone(host.zone)) return 0;
  // The printed card (not the drone's transformed skill box: assimilated-cards.ts), as Add Distinctiveness counts.
  const card = state.blueprints[host.blueprint];
  if (!card?.personnel) return 0;
  const rate = Object.entries(word.titles ?? {}).find(([title]) => titledOrVersion(card.title, title))?.[1] ?? word.per;
  return rate * (card.personnel.skillBox.skills.length + card.personnel.skillBox.specialSkills.length);
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const OBJECTIVE_SHIP_TARGETS = finding(['objective-ship', 'objective-personnel'], (state, player, spec) => (spec.kind === 'objective-ship' ? objectiveShips(state, player, spec) : objectivePersonnel(state, player, spec.filter)));

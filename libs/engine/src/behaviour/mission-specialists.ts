/**
 * Issue 15 (helper borgobj): "mission specialists" — personnel whose only skill is one regular skill
 * (Assign Mission Specialists).
 *   - Effect `offer-mission-specialists` (`max`, default 2): as the card seeds (`whenSeeded`) or is played
 *     (a `played` trigger), its player may download up to `max` mission specialists of different titles, none
 *     of which they own a copy of in play, to ONE of their outposts. The game waits for the pick
 *     (`ChoiceAwaited`, options `outpost+c1+c2` / `outpost+c1`, none = decline: choices.ts); then
 *     `download-chosen-specialists` downloads the set as one action (special reporting: the card names the
 *     place, so native quadrant and compatibility are not asked).
 *   - Card field `missionSpecialistBonus` (`points`): on its owner's table, when they solve a mission, each of
 *     their mission specialists (one per title) in the solving group whose skill the requirements name scores
 *     the points as bonus points (attempt/flow.ts calls `scoreMissionSpecialists`).
 *   1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions (a seeded card's download occurs
 *   immediately; the cards come from the draw deck); FACILITY PHASE › Tip: "Outposts" (only an outpost);
 *   REPORTING FOR DUTY › SPECIAL REPORTING; DOWNLOADING › General Quarters: The Personnel Download Limit (one
 *   action downloads both); ATTEMPT A MISSION › SOLVING THE MISSION (these points are bonus points);
 *   current rulings › cumulative (copies of one universal personnel score once).
 */
import type { Card, RequirementExpression } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import { bp, inPlayOf, type Ctx } from '../context';
import { checkUniqueness } from '../play';
import { RULES } from '../rules';
import { shuffleZone } from '../seeding';
import { tableIndex } from '../table-index';
import type { CardInstance, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { checkDownloadable, DOWNLOAD_RULES, downloadCard, searchedZones } from './downloads';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';
import { downloadsForbiddenBy } from './verbs-events-c';
import type { ChoiceEffect } from './vocabulary-choices';

export type MissionSpecialistEffect =
  | { readonly kind: 'offer-mission-specialists'; readonly max?: number }
  | { readonly kind: 'download-chosen-specialists' };

/** Card field: the solve bonus of each mission specialist. */
export interface MissionSpecialistBonus {
  readonly points: number;
}

/** One regular skill (a multiplier is still one skill: 1E rulebook › Clarifications: Skill Multipliers), no special skill or special download. */
export function isMissionSpecialist(card: Card): boolean {
  const box = card.type === 'Personnel' && !card.personnel?.dual ? card.personnel?.skillBox : undefined;
  if (!box || box.specialSkills.length > 0 || box.specialDownloads.length > 0 || box.skills.length !== 1) return false;
  const [skill] = box.skills;
  return skill!.regular && skill!.level > 0 && skill!.condition === undefined;
}

/**
 * The player's outposts in play (face up); issue 15 (helper inca): and their facilities a face-up card of theirs with
 * `specialistsMayDownloadHere` lies on ("mission specialists you download may download here": The Warp Five Program).
 */
function outposts(state: GameState, player: PlayerId): string[] {
  const facilities = (tableIndex(state).inPlayBy[player] ?? []).filter((instance) => instance.faceUp && blueprintOf(state, instance.iid).type === 'Facility');
  const opened = (iid: string) => cardsIn(state, Z.on(iid)).some((on) => state.cards[on]!.faceUp && state.cards[on]!.owner === player && !!behaviourOf(state.cards[on]!.blueprint)?.specialistsMayDownloadHere);
  return facilities.filter((instance) => blueprintOf(state, instance.iid).facilityKind === 'Outpost' || opened(instance.iid)).map((instance) => instance.iid);
}

/** The titles of cards `player` owns in play. */
function ownedTitlesInPlay(state: GameState, player: PlayerId): Set<string> {
  return new Set(Object.values(state.cards).filter((instance) => instance.owner === player && instance.faceUp && isInPlayZone(instance.zone)).map((instance) => bp(state, instance.iid).title));
}

/** The zones searched: in the seed phases only the draw deck (Seed Phase Actions), else where downloads look. */
function zonesSearched(state: GameState, player: PlayerId): string[] {
  return state.phase === 'play' ? searchedZones(state, player) : [Z.draw(player)];
}

/** The first copy of each mission specialist title the player may download now. */
export function specialistCandidates(state: GameState, player: PlayerId): string[] {
  if (downloadsForbiddenBy(state)) return [];
  const owned = ownedTitlesInPlay(state, player);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of zonesSearched(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (seen.has(card.title) || owned.has(card.title) || !isMissionSpecialist(card)) continue;
      if (state.phase === 'play' ? checkDownloadable(state, player, iid) : checkUniqueness(state, player, card)) continue;
      seen.add(card.title);
      out.push(iid);
    }
  return out;
}

/** Why the set (`outpost+c1+c2`) may not be downloaded now, or null. */
export function specialistSetProblem(state: GameState, player: PlayerId, key: string, max = 2): string | null {
  const [outpost, ...picks] = key.split('+');
  if (!outpost || !outposts(state, player).includes(outpost)) return 'name one of your outposts first';
  if (picks.length === 0 || picks.length > max) return `name one to ${max} mission specialists`;
  const candidates = new Set(specialistCandidates(state, player));
  const zones = zonesSearched(state, player);
  const titles = new Set<string>();
  const entering: CardInstance[] = [];
  for (const iid of picks) {
    const instance = state.cards[iid];
    if (!instance || !zones.includes(instance.zone)) return 'a card is not where downloads look';
    const card = bp(state, iid);
    if (!isMissionSpecialist(card)) return `${card.title} is not a mission specialist`;
    if (titles.has(card.title)) return 'the mission specialists must be different';
    if (!candidates.has(iid) && !specialistCandidates(state, player).some((other) => bp(state, other).title === card.title)) return `${card.title} may not be downloaded now`;
    if (checkUniqueness(state, player, card, [...inPlayOf(state, player), ...entering])) return `${card.title} would be in play twice`;
    titles.add(card.title);
    entering.push(instance);
  }
  return null;
}

/** Every set offered: for each outpost, each single specialist and each pair of different ones. */
export function specialistSets(state: GameState, player: PlayerId, max = 2): string[] {
  const found = specialistCandidates(state, player);
  const sets: string[] = [];
  for (const outpost of outposts(state, player)) {
    found.forEach((one, index) => {
      sets.push(`${outpost}+${one}`);
      if (max >= 2) for (const two of found.slice(index + 1)) sets.push(`${outpost}+${one}+${two}`);
    });
  }
  return sets.filter((key) => specialistSetProblem(state, player, key, max) === null);
}

/** The card's last pick (`CardsChosen` of this command), if any. */
export function lastPick(ctx: Ctx, source: string): string | undefined {
  const chosen = [...ctx.events].reverse().find((event): event is Extract<GameEvent, { type: 'CardsChosen' }> => event.type === 'CardsChosen' && event.source === source);
  return chosen?.chosen[0];
}

type Handler<K extends MissionSpecialistEffect['kind']> = (v: VerbContext, effect: Extract<MissionSpecialistEffect, { kind: K }>) => void;

export const MISSION_SPECIALIST_VERBS: { readonly [K in MissionSpecialistEffect['kind']]: Handler<K> } = {
  'offer-mission-specialists': (v, effect) => {
    const max = effect.max ?? 2;
    const options = specialistSets(v.ctx.state, v.player, max);
    if (options.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no mission specialist to download (or no outpost)', rule: RULES.cardEffects });
      return;
    }
    const choice: ChoiceEffect = { kind: 'choose-cards', chooser: 'you', pool: { from: 'this-card' }, pick: 1, upTo: true, chosen: 'stay', then: [{ kind: 'download-chosen-specialists' }] };
    v.ctx.emit({ type: 'ChoiceAwaited', player: v.player, owner: v.player, source: v.card, options, min: 0, max: 1, effect: choice, hidden: true, rule: DOWNLOAD_RULES.downloading } as GameEvent);
  },
  'download-chosen-specialists': (v) => {
    const ctx = v.ctx;
    const key = lastPick(ctx, v.card);
    if (!key) return;
    const problem = specialistSetProblem(ctx.state, v.player, key);
    if (problem) {
      ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `download invalid: ${problem}`, rule: DOWNLOAD_RULES.invalid });
      return;
    }
    const [outpost, ...picks] = key.split('+') as [string, ...string[]];
    for (const iid of picks) {
      if (ctx.state.phase === 'play') {
        downloadCard(ctx, v.player, iid, v.card, { to: Z.aboard(outpost) });
        continue;
      }
      // In a seed phase: from the draw deck, at once (seed-downloads.ts does the same).
      ctx.emit({ type: 'CardDownloaded', player: v.player, card: iid, title: bp(ctx.state, iid).title, from: ctx.state.cards[iid]!.zone, to: Z.aboard(outpost), source: v.card, rule: RULES.seedPhaseActions });
      shuffleZone(ctx, Z.draw(v.player), RULES.seedPhaseActions);
    }
  },
};

/** The skill names a requirement expression names. */
function namedSkills(expression: RequirementExpression | undefined, out: Set<string> = new Set()): Set<string> {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record['skill'] === 'string') out.add(record['skill']);
      for (const key in record) if (typeof record[key] === 'object') walk(record[key]);
    }
  };
  walk(expression);
  return out;
}

/**
 * `player` just solved `mission` with `contributors` (attempt/flow.ts): with a `missionSpecialistBonus` card
 * face up on their table, each of their mission specialists (one per title) whose skill the requirements name
 * scores its points (bonus points). "Once each mission": a mission is solved once.
 */
export function scoreMissionSpecialists(ctx: Ctx, player: PlayerId, mission: string, contributors: readonly string[]): void {
  const state = ctx.state;
  const source = cardsIn(state, Z.table(player)).find((iid) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.missionSpecialistBonus);
  if (!source) return;
  const { points } = behaviourOf(state.cards[source]!.blueprint)!.missionSpecialistBonus!;
  const named = namedSkills(blueprintOf(state, mission).mission?.requirements);
  const scored = new Set<string>();
  for (const iid of contributors) {
    const instance = state.cards[iid];
    if (!instance || instance.owner !== player) continue;
    const card = bp(state, iid);
    if (!isMissionSpecialist(card) || scored.has(card.title) || !named.has(card.personnel!.skillBox.skills[0]!.name)) continue;
    scored.add(card.title);
    ctx.emit({ type: 'PointsScored', player, points, bonus: true, source, rule: `${RULES.cardEffects}; 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION (bonus points)` });
  }
}

/** Runs a card's `whenSeeded` effects as it seeds (seeding.ts › seedOnTable). */
export function runWhenSeeded(ctx: Ctx, player: PlayerId, card: string): void {
  const effects = behaviourOf(ctx.state.cards[card]!.blueprint)?.whenSeeded;
  if (effects && effects.length > 0) runEffects({ ctx, player, card }, effects);
}

export const MISSION_SPECIALIST_WORDS: readonly string[] = ['mission-specialist-bonus', 'when-seeded', 'field:specialistsMayDownloadHere'];

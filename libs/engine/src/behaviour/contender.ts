/**
 * Issue 15 (lead): the Contender chain of the Terran Empire — four objectives completed in order (Assert Authority,
 * Betray Captain, Consolidate Power, Declare New Sovereign), each once per game, each naming the Contender further
 * (its matching commander of a ship, an Admiral, an Emperor or Empress), and Empress completing the current one.
 * The Contender is recorded per player (`GameState.contenders`, fact `ContenderAdvanced`): the copy the rules place
 * beneath Assert Authority "from outside the game" stands for the personnel it names, so the record names that personnel.
 * Words:
 * - card field `contenderObjective: { stage, points, draws, next? }` — the stage (1 to 4) this objective completes, its point box, the cards its
 *   player then draws, and the title they then download (from the draw deck, onto the table, when it may be played);
 *   completing places the objective in its player's point area and scores its point box (bonus points);
 *   - stage 1, at the end of your turn: your staffed ship with a unique [MU][22] personnel aboard is at a mission your
 *     opponent seeded or a universal one — that personnel becomes the Contender (the first such, in table order);
 *   - stage 2, at the end of your turn: your ship at your unique (not universal) mission with its matching commander and
 *     the Contender aboard — the commander is killed; the Contender is now the matching commander of that ship;
 *   - stage 3, just after you won a ship battle involving at least two of your ships, the Contender aboard one of them —
 *     the Contender is now an Admiral, and your ship the Contender is aboard is RANGE, WEAPONS and SHIELDS +2;
 *   - stage 4, just after the Contender helped solve a homeworld of its affiliation — it is now an Emperor (or Empress);
 * - effect `contender-end-of-turn` (a `turn-ends` trigger of stages 1 and 2: checks and completes);
 * - play condition `contender-stage-reached` (`stage`): "plays on table if your {…} complete";
 * - target `your-contender`; free play `on-target-persona` (`names`): for free when the target is one of those personas;
 * - effect `complete-contender-objective`: your face-up Contender objective on the table completes without its condition,
 *   and its player draws no cards (Empress).
 * Rules: 1E rulebook › THE CARDS › OBJECTIVES (an objective's text says when it is complete); BONUS POINTS (points from a
 * card's point box other than a mission); MATCHING COMMANDER; THE CARDS › MISSIONS (universal); Tip: Homeworlds.
 */
import type { Card } from '@captains-log/cards';
import { bp, type Ctx } from '../context';
import { blueprintOf, homeworldAffiliationsOf, isTitled } from '../card-facts';
import { leavePlay } from '../attempt/leaving-play';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, other, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere } from './blueprints-where';
import { checkDownloadable, downloadableCards, downloadCard } from './downloads';
import { runEffects, type VerbContext } from './verbs';
import { finding } from './target-table';
import type { CardBehaviour } from './vocabulary';

export const CONTENDER_RULES = {
  objectives: '1E rulebook › THE CARDS › OBJECTIVES',
  bonus: '1E rulebook › BONUS POINTS',
  commander: '1E rulebook › MATCHING COMMANDER',
} as const;

/** A player's Contender: the personnel, the last stage completed, the ship it commands (stage 2 on). */
export interface ContenderRecord {
  readonly personnel: string;
  readonly stage: number;
  readonly ship?: string;
}

export type ContenderFact = { readonly type: 'ContenderAdvanced'; readonly player: PlayerId; readonly personnel: string; readonly stage: number; readonly ship?: string };

export interface ContenderObjective {
  readonly stage: 1 | 2 | 3 | 4;
  /** Its point box (the card list carries point boxes of missions only). */
  readonly points: number;
  readonly draws: number;
  readonly next?: string;
}
export type ContenderCondition = { readonly kind: 'contender-stage-reached'; readonly stage: number };
export type ContenderTarget = { readonly kind: 'your-contender' };
export type ContenderEffect = { readonly kind: 'contender-end-of-turn' } | { readonly kind: 'complete-contender-objective' };
export type ContenderFreePlay = { readonly kind: 'on-target-persona'; readonly names: readonly string[] };

/** For the catalogue test and the README. */
export const CONTENDER_WORDS: readonly string[] = [
  'contender-objective',
  'condition:contender-stage-reached',
  'target:your-contender',
  'effect:contender-end-of-turn',
  'effect:complete-contender-objective',
];

export function applyContenderFact(state: GameState, event: ContenderFact): GameState {
  const record: ContenderRecord = { personnel: event.personnel, stage: event.stage, ...(event.ship ? { ship: event.ship } : event.stage > 2 && state.contenders?.[event.player]?.ship ? { ship: state.contenders[event.player]!.ship } : {}) };
  return { ...state, contenders: { ...(state.contenders ?? {}), [event.player]: record } };
}

/** The player's Contender record, while that personnel is in play. */
export function contenderOf(state: GameState, player: PlayerId): ContenderRecord | undefined {
  const record = state.contenders?.[player];
  return record && state.cards[record.personnel] && isInPlayZone(state.cards[record.personnel]!.zone) ? record : undefined;
}

// ---------------------------------------------------------------------------------------------
// Reads by other modules: matching commander (fleet-modifiers.ts), characteristics (attempt/requirements.ts), ship attributes

/** Stage 2 on: the Contender aboard the ship it was made matching commander of. */
export function contenderCommands(state: GameState, ship: string): boolean {
  const contenders = state.contenders;
  if (!contenders) return false;
  const record = contenders[state.cards[ship]!.owner];
  return !!record && record.stage >= 2 && record.ship === ship && state.cards[record.personnel]?.zone === Z.aboard(ship);
}

/** The characteristics the chain gives the Contender (Admiral from stage 3, Emperor or Empress at stage 4). */
export function contenderCharacteristics(state: GameState, iid: string): readonly string[] {
  const contenders = state.contenders;
  if (!contenders) return [];
  const record = contenders[state.cards[iid]!.owner];
  if (!record || record.personnel !== iid || record.stage < 3) return [];
  if (record.stage < 4) return ['Admiral'];
  return ['Admiral', bp(state, iid).characteristics.some((c) => c.toLowerCase() === 'female') ? 'Empress' : 'Emperor'];
}

/** Stage 3 on: +2 to each attribute of the ship the Contender is aboard. */
export function contenderShipBonus(state: GameState, ship: string): number {
  const contenders = state.contenders;
  if (!contenders) return 0;
  const record = contenders[state.cards[ship]?.owner ?? 'p1'];
  return record && record.stage >= 3 && state.cards[record.personnel]?.zone === Z.aboard(ship) ? 2 : 0;
}

// ---------------------------------------------------------------------------------------------
// Conditions and targets

export function checkContenderConditions(state: GameState, player: PlayerId, behaviour: CardBehaviour): string | null {
  for (const condition of behaviour.play?.requires ?? [])
    if (condition.kind === 'contender-stage-reached' && (state.contenders?.[player]?.stage ?? 0) < condition.stage) return 'the Contender objective before it is not complete';
  return null;
}

function contenderTargets(state: GameState, player: PlayerId): string[] {
  const record = contenderOf(state, player);
  return record && state.cards[record.personnel]!.owner === player && zoneKind(state.cards[record.personnel]!.zone) !== 'hand' ? [record.personnel] : [];
}

export const CONTENDER_TARGETS = finding(['your-contender'], (state, player) => contenderTargets(state, player));

/** Free play `on-target-persona`: the target personnel is one of these personas (any version). */
export function freeOnPersona(state: GameState, target: string | undefined, names: readonly string[]): boolean {
  if (!target || !state.cards[target]) return false;
  const card = bp(state, target);
  return names.some((name) => isTitled(card, name) || card.persona.includes(name));
}

// ---------------------------------------------------------------------------------------------
// Completion

const isUnique = (card: Card) => !card.universal;

/** The stage-1 candidate: the first unique [MU][22] personnel of `player` aboard their staffed ship at an opponent's or universal mission. */
function assertCandidate(state: GameState, player: PlayerId): { personnel: string; ship: string } | null {
  for (const instance of tableIndex(state).inPlayBy[player]) {
    if (zoneKind(instance.zone) !== 'space' || bp(state, instance.iid).type !== 'Ship' || !isStaffed(state, instance.iid)) continue;
    const location = state.locations[zoneArg(instance.zone)];
    if (!location?.missions.some((mission) => state.cards[mission]!.owner === other(player) || blueprintOf(state, mission).universal)) continue;
    const personnel = cardsIn(state, Z.aboard(instance.iid)).find((iid) => {
      const card = bp(state, iid);
      const icons = card.icons.map((icon) => icon.code);
      return state.cards[iid]!.owner === player && card.type === 'Personnel' && isUnique(card) && icons.includes('MU') && icons.includes('22');
    });
    if (personnel) return { personnel, ship: instance.iid };
  }
  return null;
}

/** The stage-2 ship: the Contender aboard your ship at your unique mission with its matching commander (not the Contender) aboard. */
function betrayal(state: GameState, player: PlayerId, record: ContenderRecord): { ship: string; commander: string } | null {
  const zone = state.cards[record.personnel]!.zone;
  if (zoneKind(zone) !== 'aboard') return null;
  const ship = zoneArg(zone);
  const instance = state.cards[ship];
  if (!instance || instance.owner !== player || bp(state, ship).type !== 'Ship' || zoneKind(instance.zone) !== 'space') return null;
  const location = state.locations[zoneArg(instance.zone)];
  if (!location?.missions.some((mission) => state.cards[mission]!.owner === player && isUnique(blueprintOf(state, mission)))) return null;
  const names = bp(state, ship).commandedBy;
  const commander = cardsIn(state, zone).find((iid) => {
    if (iid === record.personnel || state.cards[iid]!.owner !== player) return false;
    const card = bp(state, iid);
    return card.type === 'Personnel' && names.some((name) => isTitled(card, name) || card.persona.includes(name));
  });
  return commander ? { ship, commander } : null;
}

/** Completes `objective` (on `player`'s table): point area, points, the record, draws, the next objective downloaded. */
function complete(ctx: Ctx, player: PlayerId, objective: string, spec: ContenderObjective, record: Omit<ContenderRecord, 'stage'>, draws: boolean): void {
  const card = bp(ctx.state, objective);
  ctx.emit({ type: 'CardMoved', card: objective, from: ctx.state.cards[objective]!.zone, to: Z.bonus(player), faceUp: true, reason: `${card.title}: objective complete`, rule: CONTENDER_RULES.objectives });
  ctx.emit({ type: 'PointsScored', player, points: spec.points, bonus: true, source: objective, rule: CONTENDER_RULES.bonus });
  ctx.emit({ type: 'ContenderAdvanced', player, personnel: record.personnel, stage: spec.stage, ...(record.ship ? { ship: record.ship } : {}), rule: CONTENDER_RULES.objectives });
  const v: VerbContext = { ctx, player, card: objective };
  if (draws && spec.draws > 0) runEffects(v, [{ kind: 'draw', who: 'you', count: spec.draws }]);
  if (spec.next) {
    const [next] = downloadableCards(ctx.state, player, { titles: [spec.next] });
    if (next && !checkDownloadable(ctx.state, player, next)) downloadCard(ctx, player, next, objective, {});
  }
}

/** The player's face-up objective of the chain on their table for `stage`. */
function objectiveFor(state: GameState, player: PlayerId, stage?: number): { iid: string; spec: ContenderObjective } | null {
  const watching = blueprintsWhere(state, (behaviour) => behaviour.contenderObjective !== undefined);
  if (watching.size === 0) return null;
  for (const iid of cardsIn(state, Z.table(player))) {
    const instance = state.cards[iid]!;
    const spec = instance.faceUp && watching.has(instance.blueprint) ? behaviourOf(instance.blueprint)!.contenderObjective! : undefined;
    if (spec && (stage === undefined || spec.stage === stage) && spec.stage === (state.contenders?.[player]?.stage ?? 0) + 1) return { iid, spec };
  }
  return null;
}

type Handler<K extends ContenderEffect['kind']> = (v: VerbContext, effect: Extract<ContenderEffect, { kind: K }>) => void;

export const CONTENDER_VERBS: { readonly [K in ContenderEffect['kind']]: Handler<K> } = {
  'contender-end-of-turn': (v) => {
    const state = v.ctx.state;
    const spec = behaviourOf(state.cards[v.card]!.blueprint)?.contenderObjective;
    if (!spec || objectiveFor(state, v.player, spec.stage)?.iid !== v.card) return;
    if (spec.stage === 1) {
      const found = assertCandidate(state, v.player);
      if (found) complete(v.ctx, v.player, v.card, spec, { personnel: found.personnel }, true);
      return;
    }
    const record = contenderOf(state, v.player);
    const found = record && spec.stage === 2 ? betrayal(state, v.player, record) : null;
    if (!record || !found) return;
    leavePlay(v.ctx, found.commander, 'killed', v.card);
    complete(v.ctx, v.player, v.card, spec, { personnel: record.personnel, ship: found.ship }, true);
  },
  'complete-contender-objective': (v) => {
    // Empress lies on the Contender, so Assert Authority is complete already: the next one completes.
    const found = objectiveFor(v.ctx.state, v.player);
    const record = contenderOf(v.ctx.state, v.player);
    if (!found || !record) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no Contender objective to complete', rule: RULES.cardEffects });
      return;
    }
    // Betray Captain completed this way: the Contender commands the ship it is aboard (if any).
    const zone = v.ctx.state.cards[record.personnel]!.zone;
    const ship = record.ship ?? (found.spec.stage === 2 && zoneKind(zone) === 'aboard' && bp(v.ctx.state, zoneArg(zone)).type === 'Ship' ? zoneArg(zone) : undefined);
    complete(v.ctx, v.player, found.iid, found.spec, { personnel: record.personnel, ...(ship ? { ship } : {}) }, false);
  },
};

/** After every command (decide.ts): stage 3 (a ship battle just won) and stage 4 (a homeworld just solved) complete. */
export function contenderAfterCommand(ctx: Ctx, from = 0): void {
  if (!ctx.state.contenders) return;
  const events: readonly GameEvent[] = ctx.events.slice(from);
  for (const player of ['p1', 'p2'] as const) {
    const record = contenderOf(ctx.state, player);
    if (!record || record.stage < 2 || record.stage > 3) continue;
    const found = objectiveFor(ctx.state, player, record.stage + 1);
    if (!found) continue;
    if (record.stage === 2 && events.some((event) => event.type === 'BattleEnded' && wonWithContender(ctx.state, player, record, event))) complete(ctx, player, found.iid, found.spec, { personnel: record.personnel }, true);
    if (record.stage === 3 && events.some((event) => event.type === 'MissionSolved' && event.player === player && event.contributors.includes(record.personnel) && matchingHomeworld(ctx.state, record.personnel, event.mission)))
      complete(ctx, player, found.iid, found.spec, { personnel: record.personnel }, true);
  }
}

function wonWithContender(state: GameState, player: PlayerId, record: ContenderRecord, event: Extract<GameEvent, { type: 'BattleEnded' }>): boolean {
  if (event.kind !== 'ship' || event.winner !== player || event.cancelled || !event.ships) return false;
  const mine = event.ships.ships.filter((ship) => state.cards[ship]?.owner === player && bp(state, ship).type === 'Ship');
  return mine.length >= 2 && mine.some((ship) => state.cards[record.personnel]?.zone === Z.aboard(ship));
}

function matchingHomeworld(state: GameState, personnel: string, mission: string): boolean {
  const affiliations = bp(state, personnel).affiliations as readonly string[];
  return homeworldAffiliationsOf(blueprintOf(state, mission)).some((affiliation) => affiliations.includes(affiliation));
}

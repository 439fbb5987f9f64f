/**
 * Issue 15 (helper plays): a card on its owner's table that lets the owner play cards on the opponent's turn as the
 * opponent plays personnel — Superior Surgical Techniques: "when the opponent plays a third personnel this turn, you may
 * play a [Vid] personnel; a fourth: any card; a fifth or more: any card, or download a [Vid] personnel", only while the
 * owner plays only Vidiian (opponent-draws.ts › playsOnly).
 * Words:
 * - `playsAsOpponentReports` (`onlyAffiliation`, `steps`): checked after every command (decide.ts) while it is the
 *   opponent's turn. The opponent's personnel reported for duty this turn are counted (`TurnState.reported`, kept while such
 *   a card is in the game: report-limits.ts › tracksReports); each command that takes the count to a step's `count` (or,
 *   for the step with `orMore`, past it) opens for the owner the free play of that step (immediate-free-plays.ts,
 *   fact `ImmediateFreePlayOpened` with `outOfTurn`): `filter`/`personnel` say which hand cards it admits; `orDownload`
 *   lets it report instead a personnel the filter passes straight from the owner's draw deck (a download).
 * - the out-of-turn free play (`ImmediateFreePlay.outOfTurn`, read by play.ts › checkPlayCard / checkReport): its player may
 *   play (report) the admitted card although it is not their turn, whatever the stage of the turn, but not during a mission
 *   attempt or while a manual effect waits; it is not the normal card play. It lapses at its player's next other command,
 *   as every immediate free play does, and also at the turn player's next command (not a pass): the play answers the
 *   report just made, before the opponent's next action.
 * Rules: 1E rulebook › THE CARDS (a card's text overrides the rules: here, a play on the opponent's turn);
 *   PLAYING "FOR FREE" (not the normal card play); DOWNLOADING (a card straight from the draw deck); REPORTING FOR DUTY.
 * Decisions: only reports for duty count as the opponent "playing" a personnel (downloads and plays by other cards'
 * effects that do not report are not counted); the count is of the opponent's current turn — personnel they reported
 * during your turn (after the end of their last) are not kept by the engine and are not counted.
 */
import { blueprintOf } from '../card-facts';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { CardInstance, Command, GameState, PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import { problem, type Problem } from '../context';
import { immediateFreePlayFor } from './immediate-free-plays';
import { playVariants } from './modes';
import { scriptedPlay, validTargets } from './play';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { playsOnly } from './opponent-draws';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import type { CardFilter } from './vocabulary';

export interface OutOfTurnPlayStep {
  /** The opponent's personnel reported this turn that open it (the third: 3). */
  readonly count: number;
  /** Also for every personnel after that count ("a fifth (or more)"). */
  readonly orMore?: true;
  /** Which hand cards the play admits ({}: any card). */
  readonly filter: CardFilter;
  /** A personnel filter they must pass too. */
  readonly personnel?: PersonnelFilter;
  /** "Or download …": a personnel of the owner's draw deck this passes may report instead. */
  readonly orDownload?: PersonnelFilter;
}

export interface PlaysAsOpponentReports {
  /** Only while every personnel and ship its owner has in the game shows this affiliation ("if you are playing only [Vid]"). */
  readonly onlyAffiliation?: string;
  readonly steps: readonly OutOfTurnPlayStep[];
}

/** For the catalogue test and the README. */
export const OUT_OF_TURN_PLAY_WORDS: readonly string[] = ['plays-as-opponent-reports', 'plays-as-opponent-reports.orDownload'];

const opensPlays: BlueprintTest = (behaviour) => behaviour.playsAsOpponentReports !== undefined;

/** Whether this game has a card with the word (report-limits.ts keeps the turn's reports then). */
export function countsOpponentReports(state: GameState): boolean {
  return blueprintsWhere(state, opensPlays).size > 0;
}

/** The personnel of `player` reported for duty this turn, as the turn keeps them. */
function personnelReported(state: GameState, player: PlayerId, reported: readonly string[]): number {
  return reported.filter((iid) => state.cards[iid]?.owner === player && blueprintOf(state, iid).type === 'Personnel').length;
}

/** The step a count reaches, if any. */
function stepFor(steps: readonly OutOfTurnPlayStep[], count: number): OutOfTurnPlayStep | undefined {
  return steps.find((step) => step.count === count) ?? steps.find((step) => step.orMore === true && count > step.count);
}

/** After a command (decide.ts): the out-of-turn free play of each such card whose step the opponent's reports just reached. */
export function openOutOfTurnPlays(ctx: Ctx, before: GameState): void {
  const state = ctx.state;
  if (state.phase !== 'play' || !state.turn || !countsOpponentReports(state)) return;
  const turnPlayer = state.turn.player;
  const after = personnelReported(state, turnPlayer, state.turn.reported ?? []);
  const earlier = before.turn?.number === state.turn.number ? personnelReported(before, turnPlayer, before.turn.reported ?? []) : 0;
  if (after <= earlier) return;
  const owner = other(turnPlayer);
  const card = watching(state, owner);
  if (!card) return;
  const rule = behaviourOf(card.blueprint)!.playsAsOpponentReports!;
  if (rule.onlyAffiliation && !playsOnly(state, owner, rule.onlyAffiliation)) return;
  // Several reports in one command: the highest count reached opens its play (one free play is open at a time).
  const step = stepFor(rule.steps, after);
  if (!step) return;
  const deck = step.orDownload
    ? cardsIn(state, Z.draw(owner)).filter((iid) => blueprintOf(state, iid).type === 'Personnel' && personnelMatches(blueprintOf(state, iid), step.orDownload!))
    : undefined;
  ctx.emit({
    type: 'ImmediateFreePlayOpened',
    player: owner,
    source: card.iid,
    filter: step.filter,
    ...(step.personnel ? { personnel: step.personnel } : {}),
    ...(deck ? { cards: deck, orHand: true as const } : {}),
    outOfTurn: true,
    rule: `${RULES.playingForFree}; ${blueprintOf(state, card.iid).title}: the opponent's personnel number ${after} this turn`,
  });
}

/** The owner's face-up card with the word on their table (one title acts once). */
function watching(state: GameState, owner: PlayerId): CardInstance | undefined {
  return tableIndex(state).inPlayBy[owner].find(
    (instance) => instance.faceUp && zoneKind(instance.zone) === 'table' && behaviourOf(instance.blueprint)?.playsAsOpponentReports !== undefined,
  );
}

/** Whether `player` may play (report) `card` now with a free play opened on the opponent's turn (play.ts). */
export function outOfTurnPlayFor(state: GameState, player: PlayerId, card: string, place?: string): boolean {
  return state.immediateFreePlay?.outOfTurn === true && state.turn?.player !== player && immediateFreePlayFor(state, player, card, place);
}

/** When such a play may happen: in the play phase, whatever the stage of the opponent's turn, but not amid a mission attempt or a manual effect. */
export function checkOutOfTurnPlay(state: GameState): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'this is done in the play phase', RULES.playPhase);
  if (state.pendingManual) return problem('AWAITING_RESPONSE', 'a manual effect is waiting for the opponent to accept or dispute it', RULES.manualEffects);
  if (state.attempt) return problem('ATTEMPT_IN_PROGRESS', 'a mission attempt is in progress (a single action)', RULES.attemptIsOneAction);
  return null;
}

/**
 * For legalCommands: the plays an out-of-turn free play admits for `player` — each admitted card reported to each of their
 * ships and facilities, or played (a card taking no target); `push` keeps those the checks accept. A card played onto a
 * target is not listed (the command may still be given).
 */
/**
 * Twentieth session (the gap the plays pass named): a card played onto a target is offered once per way of playing and
 * legal target, as on its player's own turn (legal.ts), not only as a play without a target.
 */
export function playsOf(state: GameState, player: PlayerId, card: string): Command[] {
  const blueprint = blueprintOf(state, card);
  const scripted = scriptedPlay(blueprint);
  const out: Command[] = [];
  for (const variant of playVariants(blueprint)) {
    const way = variant.mode === undefined ? scripted : scriptedPlay(blueprint, undefined, variant.mode);
    if (way?.targets) for (const target of validTargets(state, player, way.targets, card)) out.push({ type: 'PlayCard', actor: player, card, target, ...variant });
    else out.push({ type: 'PlayCard', actor: player, card, ...variant });
  }
  return out;
}

export function outOfTurnPlayOffers(state: GameState, player: PlayerId): Command[] {
  const open = state.immediateFreePlay;
  if (!open?.outOfTurn || open.player !== player || state.turn?.player === player) return [];
  const candidates = [...cardsIn(state, Z.hand(player)), ...(open.cards ?? []).filter((iid) => state.cards[iid]?.zone === Z.draw(player))];
  const places = tableIndex(state).inPlayBy[player].filter((instance) => ['Facility', 'Ship'].includes(blueprintOf(state, instance.iid).type)).map((instance) => instance.iid);
  const out: Command[] = [];
  for (const card of candidates) {
    if (!immediateFreePlayFor(state, player, card) && !places.some((place) => immediateFreePlayFor(state, player, card, place))) continue;
    const type = blueprintOf(state, card).type;
    if (type === 'Personnel' || type === 'Ship' || type === 'Equipment') for (const facility of places) out.push({ type: 'ReportForDuty', actor: player, card, facility });
    else out.push(...playsOf(state, player, card));
  }
  return out;
}

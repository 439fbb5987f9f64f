/**
 * Response windows (issue 15): after a card is played from hand, the other player may respond
 * before it resolves — with a scripted response (a card whose window is `response`), with a manual
 * effect from a card of theirs, or by passing. A response is itself an action, so it opens a window
 * for the first player in turn (responses to responses); closing a window resolves its card unless
 * it was nullified.
 *   1E rulebook › THE PLAY PHASE › Alternating Actions (after an action is initiated, the other player
 *   has the first opportunity to respond); Clarifications: Valid responses › When Responses Happen
 *   (responses after the initiation, then the resolution); Responses to Responses.
 *
 * A window opens after every card played from hand, whatever the players hold, so a window never
 * reveals a hand. Passing is explicit (`PassResponse`) for a player who asked for it
 * (`SetAutoPass { on: false }`); otherwise the engine passes at once and records `automatic: true`.
 * An automatic pass reveals only the player's public setting, never a card: it does not depend on
 * the hand, and changing it is itself a fact in the log.
 */
import { killPlaces } from './kills-outside-battle';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId, ResponseWindow } from '../types';
import { other } from '../zones';
import { resumeAttempt } from '../attempt/flow';
import { runPlayedEffects, scriptedPlay } from './play';
import { resolveBattle, resumeCombat } from '../battle/battle';
import { solvedDownloadOf } from './mission-downloads';
import { afterDilemmaResolvedWindow } from './attempt-windows';
import { SCOPED_WINDOWS } from './vocabulary-attempt-windows';
import { discardSolvedHere, holdsSolvedWindow } from './facility-downloads';
import { turnEndingClosed } from './turn-ending-windows';
import { nullifiedAsPlayed } from './ferengi-profits';

export { nullifyPlay } from './verbs';

export function topWindow(state: GameState): ResponseWindow | undefined {
  const windows = state.windows ?? [];
  return windows[windows.length - 1];
}

/** Opens the window that follows a card played from hand; passes at once for a player on automatic pass. */
export function openWindow(ctx: Ctx, card: string, by: PlayerId, target?: string, mode?: number, declined?: true, manualWay?: true): void {
  // Issue 15 (modes): the way chosen and a declined "may" travel with the window to the resolution (behaviour/modes.ts);
  // so does a manual-way play, for which nothing scripted resolves (behaviour/manual-ways.ts).
  openFor(ctx, { action: 'card-played', card, by, player: other(by), ...(target !== undefined ? { target } : {}), ...(mode !== undefined ? { mode } : {}), ...(declined ? { declined } : {}), ...(manualWay ? { manualWay } : {}) }, true);
}

/**
 * A dilemma just encountered: first the encountering player's opponent, then the encountering player
 * may respond (1E rulebook › THE PLAY PHASE › Alternating Actions: the other player responds first;
 * Group Actions and Valid Responses: each dilemma encounter of an attempt may be responded to).
 * `resume`: whether closing the windows here resumes the attempt (false inside the attempt's own loop).
 */
export function openEncounterWindows(ctx: Ctx, dilemma: string, attempting: PlayerId, resume: boolean): void {
  openFor(ctx, { action: 'dilemma-encountered', card: dilemma, by: attempting, player: other(attempting) }, resume);
}

/** A battle just initiated (or its return fire declared): the attacked player, then the attacker, may respond before it resolves (1E rulebook › BATTLE › PERSONNEL BATTLE › 2. Responses; SHIP BATTLE › 3. Responses). */
export function openBattleWindow(ctx: Ctx, card: string, attacker: PlayerId): void {
  openFor(ctx, { action: 'battle-initiated', card, by: attacker, player: other(attacker) }, true);
}

/** A personnel battle just ended: the attacked player, then the attacker, may respond (to what happened in it). */
export function openBattleEndedWindow(ctx: Ctx, card: string, attacker: PlayerId): void {
  openFor(ctx, { action: 'battle-ended', card, by: attacker, player: other(attacker) }, true);
}

/**
 * A mission just solved (issue 15, third pass): the solver's opponent, then the solver, may respond
 * ("just after … solves a mission"), after the mission's points are scored. Opened whatever the
 * hands hold, like every window. 1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications:
 * Valid responses › When Responses Happen.
 */
export function openSolvedWindows(ctx: Ctx, mission: string, solver: PlayerId, ship?: string | null, contributors?: readonly string[]): void {
  // Issue 15 (partials-iob): the attempting ship, for cards aboard it that answer its crew's solve (solved-by-crew.ts).
  // Issue 15 (eie): the personnel who helped solve it, for "when your … helps solve" responses (solved-by.ts).
  openFor(ctx, { action: 'mission-solved', card: mission, by: solver, player: other(solver), ...(ship ? { target: ship } : {}), ...(contributors?.length ? { cards: contributors } : {}) }, false);
}

/**
 * Personnel just killed (issue 15, third pass): after a command that killed personnel, the turn
 * player's opponent and then the turn player may respond ("plays on any just killed …"). Opened only
 * when the command leaves nothing pending (no attempt in progress, no window open): kills in the
 * middle of an attempt that waits for a choice get no window (a known gap). 1E rulebook › THE PLAY
 * PHASE › Alternating Actions; GETTING HURT › KILLED.
 */
export function openKilledWindows(ctx: Ctx): void {
  const state = ctx.state;
  if (state.phase !== 'play' || !state.turn || state.attempt || (state.windows ?? []).length > 0) return;
  const kills = ctx.events.flatMap((event, index) => (event.type === 'CardLeftPlay' && event.how === 'killed' && bp(state, event.card).type === 'Personnel' ? [{ event, index }] : []));
  if (kills.length === 0) return;
  const killed = kills.map(({ event }) => event.card);
  // Issue 15 (battle2): where each died, and which died in a battle (behaviour/kills-outside-battle.ts: Unnatural Causes).
  const { killedFrom, killedInBattle } = killPlaces(ctx.events, kills);
  const by = state.turn.player;
  openFor(ctx, { action: 'personnel-killed', card: killed[0]!, cards: killed, killedFrom, ...(killedInBattle.length > 0 ? { killedInBattle } : {}), killedBy: kills.map(({ event }) => event.source), by, player: other(by) }, false);
}

export function openFor(ctx: Ctx, window: ResponseWindow, resume: boolean, hold = false): void {
  ctx.emit({ type: 'ResponseWindowOpened', window, rule: RULES.alternatingActions });
  if (!hold && !asksFor(ctx.state, window)) closeWindows(ctx, 'passed', true, resume);
}

/**
 * Whether the window's player answers it themselves (explicit passing): every window for a player who
 * asked for it (`SetAutoPass { on: false }`); issue 15 (windows) the windows of attempt-windows.ts and
 * assimilation-windows.ts only for a player who asked for every window (`every: true`).
 */
export function asksFor(state: GameState, window: ResponseWindow): boolean {
  return SCOPED_WINDOWS.includes(window.action) ? !!state.explicitEvery?.[window.player] : !!state.explicitPass?.[window.player];
}

/**
 * Closes the innermost window and resolves what waited on it (unless nullified): a played card's
 * effects; for a dilemma encountered, the encountering player's own window, then the encounter
 * itself. When the closed window's card was the response made in the window below, that window is
 * answered and closes in turn.
 */
export function closeWindows(ctx: Ctx, how: 'passed' | 'responded', automatic: boolean, resume = true): void {
  let closing: { how: 'passed' | 'responded'; automatic: boolean } = { how, automatic };
  for (;;) {
    const top = topWindow(ctx.state);
    if (!top) return;
    ctx.emit({ type: 'ResponseWindowClosed', card: top.card, player: top.player, how: closing.how, automatic: closing.automatic, rule: RULES.whenResponsesHappen });
    if (top.action === 'dilemma-encountered') {
      if (!top.nullified && top.player !== top.by) {
        // The encountering player may now respond to the encounter too.
        openFor(ctx, { action: 'dilemma-encountered', card: top.card, by: top.by, player: top.by }, resume);
        return;
      }
      if (resume) resumeAttempt(ctx);
      return;
    }
    if (top.action === 'battle-ended') {
      if (!top.nullified && top.player !== top.by) openFor(ctx, { action: 'battle-ended', card: top.card, by: top.by, player: top.by }, resume);
      return;
    }
    if (top.action === 'battle-initiated') {
      if (!top.nullified && top.player !== top.by) {
        openFor(ctx, { action: 'battle-initiated', card: top.card, by: top.by, player: top.by }, resume);
        return;
      }
      resolveBattle(ctx, !!top.nullified);
      return;
    }
    // Issue 15 (helper pairs): a combat pairing (behaviour/combat-pairings.ts): the turn player, then the other; then the combat goes on.
    if (top.action === 'combat-pairing') {
      if (top.player !== top.by) openFor(ctx, { ...top, player: top.by }, resume);
      else resumeCombat(ctx);
      return;
    }
    // Issue 15 (windows): the start of an attempt and a dilemma just resolved; closing the attempting player's window goes on with the attempt (behaviour/attempt-windows.ts).
    if (top.action === 'attempt-began' || top.action === 'dilemma-resolved') {
      if (top.player !== top.by) openFor(ctx, { ...top, player: top.by }, resume);
      else if (resume) {
        resumeAttempt(ctx);
        afterDilemmaResolvedWindow(ctx, top);
      }
      return;
    }
    // Issue 15 (helper windows): the end of a turn; closing the turn player's window ends the turn (behaviour/turn-ending-windows.ts).
    if (top.action === 'turn-ending') {
      if (top.player !== top.by) openFor(ctx, { ...top, player: top.by }, false);
      else turnEndingClosed(ctx, top);
      return;
    }
    // Issue 15 (premiere-windows): a card draw or a report likewise (behaviour/windows-draws.ts).
    if (top.action === 'mission-solved' || top.action === 'personnel-killed' || top.action === 'personnel-captured' || top.action === 'card-drawn' || top.action === 'card-reported' || top.action === 'personnel-assimilated' || top.action === 'personnel-beamed' || top.action === 'facility-commandeered' || top.action === 'points-scored' || top.action === 'ship-damaged' || top.action === 'ship-docking' || top.action === 'ship-flew-by' || top.action === 'objective-completed' || top.action === 'time-travelled' || top.action === 'attempt-ended') {
      // The acting player may respond after the opponent; nothing waits on the mission or the dead.
      // Issue 15 (missions): a mission whose text lets its solver download holds the solver's window open (mission-downloads.ts).
      // Issue 15 (facility downloads): so does a card of the solver's atop it that downloads then; it may be discarded as that window closes (facility-downloads.ts).
      if (top.player !== top.by) openFor(ctx, { ...top, player: top.by }, false, top.action === 'mission-solved' && (!!solvedDownloadOf(ctx.state, top.card) || holdsSolvedWindow(ctx.state, top)));
      else discardSolvedHere(ctx, top);
      return;
    }
    if (!top.nullified) {
      // The mode it was played in: the window it answered is now the top one (none: played outside windows).
      const behaviour = top.manualWay ? undefined : scriptedPlay(bp(ctx.state, top.card), topWindow(ctx.state), top.mode);
      // Issue 15 (helper ferengi): an interrupt a card in play nullifies is nullified as it would resolve (ferengi-profits.ts).
      if (behaviour && !nullifiedAsPlayed(ctx, top.card)) runPlayedEffects(ctx, top.by, top.card, top.target, behaviour, top.declined);
    }
    const below = topWindow(ctx.state);
    if (!below || below.player !== top.by) return;
    closing = { how: 'responded', automatic: false };
  }
}

export function checkPassResponse(state: GameState, command: CommandOf<'PassResponse'>): Problem | null {
  const top = topWindow(state);
  if (!top) return problem('NO_RESPONSE_WINDOW', 'no response window is open', RULES.alternatingActions);
  if (top.player !== command.actor) return problem('NOT_YOUR_DECISION', `${top.player} may respond now`, RULES.alternatingActions);
  return null;
}

export function passResponse(ctx: Ctx): void {
  closeWindows(ctx, 'passed', false);
}

export function checkSetAutoPass(state: GameState, command: CommandOf<'SetAutoPass'>): Problem | null {
  const automatic = !state.explicitPass?.[command.actor];
  // Issue 15 (windows): explicit passing at every window or at the usual ones only.
  const every = !!state.explicitEvery?.[command.actor];
  if (command.on && command.every) return problem('UNCHANGED', 'every window: only with automatic pass off', RULES.alternatingActions);
  if (automatic === command.on && (command.on || every === !!command.every)) return problem('UNCHANGED', `automatic pass is already ${command.on ? 'on' : 'off'}`, RULES.alternatingActions);
  return null;
}

export function setAutoPass(ctx: Ctx, command: CommandOf<'SetAutoPass'>): void {
  ctx.emit({ type: 'AutoPassSet', player: command.actor, on: command.on, ...(command.every ? { every: true as const } : {}), rule: RULES.alternatingActions });
  const top = topWindow(ctx.state);
  if (top?.player === command.actor && !asksFor(ctx.state, top) && !ctx.state.pendingManual) closeWindows(ctx, 'passed', true);
}

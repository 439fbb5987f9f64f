/**
 * Issue 15 (qtime): a Q card placed on the mission a team attempts that bars the attempting player from that
 * mission "until they attempt a different one" and stops the team when the Q-Flash that placed it ends
 * (Aldebaran Serpent, qc 105_092: its `qFlash.barsMission`).
 *   - The card lies face up atop the mission; the Q-Continuum is always the attempting player's opponent's
 *     (q-cards.ts), so the player barred is the other player than the card's owner.
 *   - Read by attempt/beginning.ts › checkAttempt (`barredProblem`), attempt/flow.ts › beginAttempt (`liftBars`:
 *     attempting another mission discards the bar, back to its Q-Continuum where the doorway is) and
 *     q-flash.ts › endQFlash (`stopBarredTeam`: the team is stopped after the Q-Flash).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; STOPPED; Q-ICON CARDS.
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { present } from '../attempt/teams';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { behaviourOf } from './registry';
import { qIconHome } from './q-flash';

const RULE = `${RULES.beginningAttempt}; Q-Flash (qc doorway 105_015) › a Q card placed on a mission`;

/** The face-up barring cards atop `location` that bar `player`. */
function barsAt(state: GameState, location: string, player: PlayerId): string[] {
  return cardsIn(state, Z.atop(location)).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.faceUp && instance.owner === other(player) && behaviourOf(instance.blueprint)?.qFlash?.barsMission === true;
  });
}

/** Why `player` may not attempt the mission at `location` now (a bar lies on it), or null. */
export function barredProblem(state: GameState, player: PlayerId, location: string): Problem | null {
  const bar = barsAt(state, location, player)[0];
  return bar ? problem('MISSION_BARRED', `${bp(state, bar).title} lies on this mission: attempt a different mission first`, RULE) : null;
}

/** `player` begins an attempt at `location`: the bars against them on other missions are discarded. */
export function liftBars(ctx: Ctx, player: PlayerId, location: string): void {
  for (const where of Object.keys(ctx.state.locations)) {
    if (where === location) continue;
    for (const bar of barsAt(ctx.state, where, player)) {
      const owner = ctx.state.cards[bar]!.owner;
      ctx.emit({ type: 'CardMoved', card: bar, from: Z.atop(where), to: qIconHome(ctx.state, bar, Z.discard(owner)), faceUp: true, reason: `${bp(ctx.state, bar).title}: a different mission attempted`, rule: RULE });
    }
  }
}

/** The Q-Flash in progress ended: a bar it placed on the attempted mission stops the team (those present, not stopped yet). */
export function stopBarredTeam(ctx: Ctx): void {
  const attempt = ctx.state.attempt!;
  const team = attempt.qFlash?.team ?? attempt.team ?? 'away-team';
  if (barsAt(ctx.state, attempt.location, attempt.player).length === 0) return;
  for (const iid of present(ctx.state, attempt, team)) if (!ctx.state.cards[iid]!.stopped) ctx.emit({ type: 'CardStopped', card: iid, rule: RULE });
}

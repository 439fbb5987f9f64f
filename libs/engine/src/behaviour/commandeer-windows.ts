/**
 * Issue 15 (helper control): responses to a facility just commandeered from the opponent, and points lost when the
 * opponent regains control — Baseball.
 * Words:
 * - response window `facility-commandeered` (`card`: the facility, `by`: who commandeered it), opened after the command
 *   that commandeered an opponent's facility (a Nor: `NorCommandeered` with another player as `from`), for the opponent
 *   first, then the commandeering player (behaviour/responses.ts);
 * - target `facility-you-just-commandeered`: that facility, in that window, when you commandeered it;
 * - field `pointsLostIfControlLost` (a number): while the card lies face up on a facility and that facility comes under
 *   another player's control than the card's owner, the owner loses that many points and the card is discarded
 *   (sweep `loseWhenControlLost`, decide.ts).
 *   1E rulebook › COMMANDEER; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; THE PLAY PHASE › Alternating Actions
 *   (responses); 1E DS9 expansion rules › COMMANDEERING A FACILITY.
 * Decision: Baseball lies on the facility it scored for (how the engine remembers which facility's control it watches);
 * a facility leaving play takes it along without the points lost.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { openFor } from './responses';
import { finding } from './target-table';
import { tableIndex } from '../table-index';
import { norTitle } from './site-basics';

export type CommandeerWindowAction = 'facility-commandeered';
export type CommandeerWindowTarget = { readonly kind: 'facility-you-just-commandeered' };

/** For the catalogue test. */
export const COMMANDEER_WINDOW_WORDS: readonly string[] = ['window:facility-commandeered', 'target:facility-you-just-commandeered', 'field:pointsLostIfControlLost'];

const other = (player: PlayerId): PlayerId => (player === 'p1' ? 'p2' : 'p1');

/** After a command: a facility it commandeered from the opponent opens its window (none while another is open or during an attempt). */
export function openCommandeeredWindows(ctx: Ctx): void {
  const state = ctx.state;
  if (state.phase !== 'play' || !state.turn || state.attempt || (state.windows ?? []).length > 0) return;
  const taken = ctx.events.find((event) => event.type === 'NorCommandeered' && event.from !== event.by);
  if (!taken || taken.type !== 'NorCommandeered') return;
  // Issue 15 (helper terok): the title it showed as it was taken (Terok Nor turned over by this commandeering showed Terok Nor).
  const commandeeredAs = taken.flippedTo ? bp(state, taken.nor).title : norTitle(state, taken.nor);
  openFor(ctx, { action: 'facility-commandeered', card: taken.nor, by: taken.by, player: other(taken.by), commandeeredAs }, false);
}

function justCommandeered(state: GameState, player: PlayerId): string[] {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  return top?.action === 'facility-commandeered' && top.by === player && state.cards[top.card]?.owner === player ? [top.card] : [];
}

const losesPoints: BlueprintTest = (behaviour) => behaviour.pointsLostIfControlLost;

/** After every command: a card that scored for a facility's control, lying on it, loses its points once another player controls it. */
export function loseWhenControlLost(ctx: Ctx): void {
  const sources = blueprintsWhere(ctx.state, losesPoints);
  if (sources.size === 0) return;
  for (const instance of tableIndex(ctx.state).inPlay) {
    if (!instance.faceUp || !sources.has(instance.blueprint) || zoneKind(instance.zone) !== 'on') continue;
    const host = ctx.state.cards[zoneArg(instance.zone)];
    if (!host || !isInPlayZone(host.zone) || host.owner === instance.owner) continue;
    const points = behaviourOf(instance.blueprint)!.pointsLostIfControlLost!;
    ctx.emit({ type: 'PointsScored', player: instance.owner, points: -points, bonus: true, source: instance.iid, rule: RULES.cardEffects });
    ctx.emit({ type: 'CardMoved', card: instance.iid, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: `${bp(ctx.state, instance.iid).title}: ${bp(ctx.state, host.iid).title} is no longer yours`, rule: RULES.cardEffects });
  }
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const COMMANDEER_WINDOW_TARGETS = finding(['facility-you-just-commandeered'], (state, player) => justCommandeered(state, player));

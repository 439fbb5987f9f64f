/**
 * Response windows inside a mission attempt (issue 15, windows): the words of
 * vocabulary-attempt-windows.ts.
 *
 * Windows. A mission attempt is one action; nothing else happens in it except valid responses
 * (1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT). Two points of it now open the
 * same response windows as a card played (behaviour/responses.ts › openFor): the opponent of the
 * attempting player first, then the attempting player (THE PLAY PHASE › Alternating Actions;
 * Clarifications: Valid responses › When Responses Happen):
 * - `attempt-began`: just after the attempt begins, before the first seed card is revealed ("at
 *   the start of a mission attempt");
 * - `dilemma-resolved`: just after a dilemma encountered in the attempt resolved, when it killed or
 *   stopped personnel ("just after a dilemma kills … / has stopped personnel"), before the next seed
 *   card. A dilemma whose unmet condition failed the attempt stopped the team (CONDITIONAL EFFECTS);
 *   its window opens after the attempt failed.
 * Closing the attempting player's window goes on with the attempt (responses.ts › closeWindows).
 *
 * Like the draw windows (windows-draws.ts), these open only when at least one player passes
 * windows explicitly: with both on automatic pass they would open and close at once, nothing
 * decided. That depends only on the players' public settings, never on what a hand holds; an
 * automatic pass reveals nothing but that setting. No window opens in a Q-Flash (q-flash.ts).
 *
 * Who was hurt is recorded by evolve while the dilemma is being encountered (`AttemptState.hurt`,
 * attempt-windows-facts.ts), so a dilemma that waited for a choice between its kill and its end
 * still opens its window.
 */
import { bp, type Ctx } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import type { GameState, PlayerId, ResponseWindow } from '../types';
import { cardsIn, isInPlayZone, other, Z } from '../zones';
import { attemptedMission, present } from '../attempt/teams';
import { leavePlay } from '../attempt/leaving-play';
import { openFor } from './responses';
import { personnelInPlay, personnelMatches } from './personnel-filter';
import { awayFromField } from './away-teams';
import { finding } from './target-table';
import type { VerbContext } from './verbs';
import type { AttemptWindowEffect, AttemptWindowTarget, DilemmaHurt } from './vocabulary-attempt-windows';
import { titledAmong } from '../card-facts';

/** Some player passes explicitly at every window (responses.ts › asksFor): else these windows would open and close at once. */
const anyExplicit = (state: GameState): boolean => !!state.explicitEvery?.p1 || !!state.explicitEvery?.p2;

function quiet(state: GameState): boolean {
  return state.phase === 'play' && !!state.turn && (state.windows ?? []).length === 0 && !state.pendingManual && anyExplicit(state);
}

/** Just after `MissionAttemptBegan`: the attempting player's opponent, then the attempting player, may respond. */
export function openAttemptBeganWindows(ctx: Ctx): void {
  const state = ctx.state;
  const attempt = state.attempt;
  if (!attempt || attempt.qFlash || !quiet(state)) return;
  openFor(ctx, { action: 'attempt-began', card: attemptedMission(state, attempt.location, attempt.player), target: attempt.location, by: attempt.player, player: other(attempt.player) }, false);
}

/** Who the dilemma being encountered has hurt so far (read before the attempt ends: the record goes with it). */
export function dilemmaHurt(state: GameState): DilemmaHurt | null {
  const attempt = state.attempt;
  const hurt = attempt?.hurt;
  if (!attempt || !hurt) return null;
  const personnel = (iid: string): boolean => !!state.cards[iid] && bp(state, iid).type === 'Personnel';
  const killed = hurt.killed.filter(personnel);
  const killedFrom = hurt.killed.flatMap((iid, index) => (personnel(iid) ? [hurt.killedFrom[index]!] : []));
  const stopped = [...new Set(hurt.stopped)].filter((iid) => personnel(iid) && isInPlayZone(state.cards[iid]!.zone));
  // Issue 15 (helper intr): a dilemma that scored bonus points for the attempting player opens the window too (Isabella answers a Worshiper exploited).
  const scored = hurt.scored ?? 0;
  if (killed.length === 0 && stopped.length === 0 && scored === 0) return null;
  return { location: attempt.location, killed, killedFrom, stopped, ...(scored > 0 ? { scored } : {}) };
}

/** Just after a dilemma that killed or stopped personnel resolved (`hurt`: from `dilemmaHurt`, read before the encounter or attempt ended). */
export function openDilemmaResolvedWindows(ctx: Ctx, dilemma: string, attempting: PlayerId, hurt: DilemmaHurt | null, inFlash: boolean): void {
  if (!hurt || inFlash || !quiet(ctx.state)) return;
  openFor(ctx, { action: 'dilemma-resolved', card: dilemma, target: hurt.location, hurt, by: attempting, player: other(attempting) }, false);
}

/**
 * The attempting player's `dilemma-resolved` window just closed (by a later command) and the attempt
 * is over: decide's own "just killed" check will find nothing of the dilemma's kills (made by an
 * earlier command) or will find this command's window open, so the "just killed" window opens here
 * for the dilemma's kills and any kill of this command (responses.ts › openKilledWindows).
 */
export function afterDilemmaResolvedWindow(ctx: Ctx, closed: ResponseWindow): void {
  const hurt = closed.hurt;
  const state = ctx.state;
  if (closed.action !== 'dilemma-resolved' || !hurt || state.attempt || !state.turn || (state.windows ?? []).length > 0) return;
  const cards = [...hurt.killed];
  const killedFrom = [...hurt.killedFrom];
  // Issue 15 (helper roa): who killed each (the dilemma resolved, then each further kill's source).
  const killedBy = hurt.killed.map(() => closed.card);
  for (const event of ctx.events)
    if (event.type === 'CardLeftPlay' && event.how === 'killed' && !cards.includes(event.card) && bp(state, event.card).type === 'Personnel') {
      cards.push(event.card);
      killedFrom.push(event.from);
      killedBy.push(event.source);
    }
  if (cards.length === 0) return;
  const by = state.turn.player;
  openFor(ctx, { action: 'personnel-killed', card: cards[0]!, cards, killedFrom, killedBy, by, player: other(by) }, false);
}

// ---------------------------------------------------------------------------------------------
// Targets

function windowOf(state: GameState, action: ResponseWindow['action']): ResponseWindow | undefined {
  const windows = state.windows ?? [];
  for (let index = windows.length - 1; index >= 0; index -= 1) if (windows[index]!.action === action) return windows[index];
  return undefined;
}

function top(state: GameState): ResponseWindow | undefined {
  const windows = state.windows ?? [];
  return windows[windows.length - 1];
}

/** The unstopped cards of `player` on the planet surface of `location` (their Away Team), personnel only or with equipment. */
function awayTeam(state: GameState, player: PlayerId, location: string, withEquipment: boolean): string[] {
  return cardsIn(state, Z.surface(location)).filter((iid) => {
    const instance = state.cards[iid]!;
    const type = bp(state, iid).type;
    return instance.owner === player && !instance.stopped && !instance.disabled && (type === 'Personnel' || (withEquipment && type === 'Equipment'));
  });
}

export function attemptWindowTargets(state: GameState, player: PlayerId, spec: AttemptWindowTarget): string[] {
  const window = top(state);
  switch (spec.kind) {
    case 'personnel-present-at-window': {
      let present: string[] = [];
      if (window?.action === 'attempt-began' && state.attempt) {
        const attempt = state.attempt;
        present = [...(attempt.planet ? cardsIn(state, Z.surface(attempt.location)) : []), ...(attempt.ship ? cardsIn(state, Z.aboard(attempt.ship)) : [])];
      } else if (window?.action === 'battle-initiated' && state.battle?.kind === 'personnel') present = [...state.battle.attacking, ...state.battle.defending];
      return present.filter((iid) => state.cards[iid] && isInPlayZone(state.cards[iid]!.zone) && personnelMatches(bp(state, iid), spec.filter));
    }
    case 'your-personnel-matching':
      return personnelInPlay(state, player, spec.filter);
    case 'your-ship-over-hurt-away-team': {
      const hurt = window?.action === 'dilemma-resolved' ? window.hurt : undefined;
      if (!hurt) return [];
      const surface = Z.surface(hurt.location);
      const yoursKilledThere = hurt.killed.some((iid, index) => hurt.killedFrom[index] === surface && state.cards[iid]?.owner === player);
      if (!yoursKilledThere || awayTeam(state, player, hurt.location, false).length === 0) return [];
      return cardsIn(state, Z.space(hurt.location)).filter((ship) => {
        const instance = state.cards[ship]!;
        if (instance.owner !== player || bp(state, ship).type !== 'Ship' || instance.stopped || instance.cloak) return false;
        return cardsIn(state, Z.aboard(ship)).some((iid) => !state.cards[iid]!.stopped && !state.cards[iid]!.disabled && personnelMatches(bp(state, iid), { skill: spec.skill }));
      });
    }
    case 'exploiter-of-dilemma': {
      const hurt = window?.action === 'dilemma-resolved' ? window.hurt : undefined;
      const attempt = state.attempt;
      if (!hurt?.scored || !attempt || !state.cards[window!.card] || !titledAmong(spec.titles, bp(state, window!.card))) return [];
      // Between two encounters the attempt names no team: the attempting crew or Away Team is the attempt's own.
      const team = present(state, attempt, attempt.team ?? (attempt.planet ? 'away-team' : 'crew'));
      return team.filter((iid) => state.cards[iid] && isInPlayZone(state.cards[iid]!.zone) && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), spec.filter));
    }
    case 'away-team-where-dilemma-stopped': {
      const hurt = window?.action === 'dilemma-resolved' ? window.hurt : undefined;
      if (!hurt || hurt.stopped.length === 0) return [];
      return (['p1', 'p2'] as const).filter((one) => awayTeam(state, one, hurt.location, false).length > 0);
    }
  }
}

export const ATTEMPT_WINDOW_TARGETS = finding(['personnel-present-at-window', 'your-personnel-matching', 'your-ship-over-hurt-away-team', 'away-team-where-dilemma-stopped', 'exploiter-of-dilemma'], (state, player, spec) =>
  attemptWindowTargets(state, player, spec),
);

// ---------------------------------------------------------------------------------------------
// Effects

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

type Handler<K extends AttemptWindowEffect['kind']> = (v: VerbContext, effect: Extract<AttemptWindowEffect, { kind: K }>) => void;

export const ATTEMPT_WINDOW_VERBS: { readonly [K in AttemptWindowEffect['kind']]: Handler<K> } = {
  'kill-target-then-place': (v, effect) => {
    const target = v.ctx.state.cards[v.target!];
    if (!target || !isInPlayZone(target.zone)) return resolved(v, 'target no longer in play');
    const owner = target.owner;
    leavePlay(v.ctx, target.iid, 'killed', v.card);
    const after = v.ctx.state.cards[target.iid];
    // A death replaced (or a card that sends the dead elsewhere) leaves nothing to place.
    if (after?.zone !== Z.discard(owner)) return resolved(v, 'target killed');
    const to = effect.to === 'hand' ? Z.hand(owner) : Z.draw(owner);
    v.ctx.emit({ type: 'CardMoved', card: target.iid, from: Z.discard(owner), to, faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: placed ${effect.to === 'hand' ? 'in hand' : 'beneath the draw deck'}`, rule: RULES.cardEffects });
    resolved(v, `target killed, then placed ${effect.to === 'hand' ? 'in its owner’s hand' : 'beneath its owner’s draw deck'}`);
  },
  'beam-up-away-team-to-target': (v) => {
    const hurt = windowOf(v.ctx.state, 'dilemma-resolved')?.hurt;
    const ship = v.target!;
    if (!hurt || !v.ctx.state.cards[ship]) return resolved(v, 'nothing to beam');
    const cards = awayTeam(v.ctx.state, v.player, hurt.location, true);
    if (cards.length === 0) return resolved(v, 'no one left to beam');
    const from = Z.surface(hurt.location);
    const to = Z.aboard(ship);
    v.ctx.emit({ type: 'CardsBeamed', player: v.player, cards, from, to, via: ship, ...awayFromField(v.ctx.state, from, to), rule: `${RULES.beam}; ${RULES.cardEffects}` });
    resolved(v, `${cards.length} card(s) of the Away Team beamed up`);
  },
  'stop-random-of-target-away-team': (v, effect) => {
    const hurt = windowOf(v.ctx.state, 'dilemma-resolved')?.hurt;
    const player = v.target as PlayerId;
    const candidates = hurt ? awayTeam(v.ctx.state, player, hurt.location, false) : [];
    let outcome = candidates;
    if (candidates.length > effect.count) {
      outcome = selectAtRandom(v.ctx, { purpose: `${bp(v.ctx.state, v.card).title} (personnel stopped)`, candidates, count: effect.count, hurts: true });
    }
    for (const iid of outcome) v.ctx.emit({ type: 'CardStopped', card: iid, rule: `${RULES.stopped}; ${RULES.cardEffects}` });
    resolved(v, `${outcome.length} personnel of ${player}'s Away Team stopped`);
  },
};

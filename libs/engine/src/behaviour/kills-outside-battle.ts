/**
 * Issue 15 (battle2): answering a personnel killed other than in battle (Unnatural Causes). The
 * `personnel-killed` window (responses.ts › openKilledWindows) now records where each personnel died
 * (`killedFrom`) and which died in a battle (`killedInBattle`). Words:
 * - target `crew-or-away-team-of-killed-outside-battle`: the crew (named by its ship or facility) or
 *   Away Team (named by its first personnel, as `crew-or-away-team` does) that a personnel just killed
 *   other than in battle belonged to — its owner's personnel still in the zone it died in;
 * - effect `stop-random-member-of-target`: one unstopped member of that crew or Away Team, chosen at
 *   random (the recorded PRNG, `RandomCardsSelected`), is stopped.
 *   1E rulebook › BATTLE (what happens in a battle); GETTING HURT › KILLED; GETTING HURT › STOPPED;
 *   MISCELLANEOUS RULES › RANDOM SELECTION; THE PLAY PHASE › Alternating Actions (responses).
 * Decisions: a kill is "in battle" when its source is the battle itself or a battle ends later in the
 * same command (kills while a battle resolves: combat, casualty, cards acting in the battle); a crew
 * or Away Team is the killed personnel's owner's personnel in that zone; "one personnel present" is
 * picked among those not already stopped (stopping a stopped one would do nothing).
 */
import { bp } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import type { GameEvent, GameState } from '../types';
import { cardsIn, zoneArg, zoneKind } from '../zones';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type KilledOutsideBattleTarget = { readonly kind: 'crew-or-away-team-of-killed-outside-battle' };
export type KilledOutsideBattleEffect = { readonly kind: 'stop-random-member-of-target' };

/** For the catalogue test. */
export const KILLS_OUTSIDE_BATTLE_WORDS: readonly string[] = ['target:crew-or-away-team-of-killed-outside-battle', 'effect:stop-random-member-of-target'];

/** Where each kill happened and which were in a battle (for the `personnel-killed` window). */
export function killPlaces(events: readonly GameEvent[], kills: readonly { event: Extract<GameEvent, { type: 'CardLeftPlay' }>; index: number }[]): { killedFrom: string[]; killedInBattle: string[] } {
  const lastBattleEnd = events.reduce((last, event, index) => (event.type === 'BattleEnded' ? index : last), -1);
  return {
    killedFrom: kills.map(({ event }) => event.from),
    killedInBattle: kills.filter(({ event, index }) => event.source === 'battle' || index < lastBattleEnd).map(({ event }) => event.card),
  };
}

function topKilledWindow(state: GameState) {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  return top?.action === 'personnel-killed' ? top : undefined;
}

/** The owner's personnel in `zone`. */
function teamIn(state: GameState, zone: string, owner: string): string[] {
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === owner && bp(state, iid).type === 'Personnel');
}

/** The zone a crew or Away Team name stands for (a ship or facility: aboard it; a personnel: its zone), with its owner. */
function teamOf(state: GameState, target: string): { zone: string; owner: string } | undefined {
  const instance = state.cards[target];
  if (!instance) return undefined;
  const type = bp(state, target).type;
  if (type === 'Ship' || type === 'Facility') return { zone: `aboard:${target}`, owner: instance.owner };
  return type === 'Personnel' ? { zone: instance.zone, owner: instance.owner } : undefined;
}

export function killedOutsideBattleTargets(state: GameState): string[] {
  const top = topKilledWindow(state);
  if (!top) return [];
  const cards = top.cards ?? [top.card];
  const out: string[] = [];
  cards.forEach((iid, index) => {
    const zone = top.killedFrom?.[index];
    if (!zone || top.killedInBattle?.includes(iid)) return;
    const owner = state.cards[iid]!.owner;
    const kind = zoneKind(zone);
    const team = teamIn(state, zone, owner);
    if (team.length === 0) return;
    const name = kind === 'aboard' ? zoneArg(zone) : kind === 'surface' ? team[0]! : undefined;
    if (name && state.cards[name] && !out.includes(name)) out.push(name);
  });
  return out;
}

type Handler<K extends KilledOutsideBattleEffect['kind']> = (v: VerbContext, effect: Extract<KilledOutsideBattleEffect, { kind: K }>) => void;

export const KILLS_OUTSIDE_BATTLE_VERBS: { readonly [K in KilledOutsideBattleEffect['kind']]: Handler<K> } = {
  'stop-random-member-of-target': (v) => {
    const state = v.ctx.state;
    const team = v.target ? teamOf(state, v.target) : undefined;
    const candidates = team ? teamIn(state, team.zone, team.owner).filter((iid) => !state.cards[iid]!.stopped) : [];
    if (candidates.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no one there to stop', rule: RULES.cardEffects });
      return;
    }
    const outcome = selectAtRandom(v.ctx, { purpose: bp(state, v.card).title, candidates, hurts: true });
    v.ctx.emit({ type: 'CardStopped', card: outcome[0]! });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'one personnel there stopped', target: outcome[0]!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const KILLS_OUTSIDE_BATTLE_TARGETS = finding(['crew-or-away-team-of-killed-outside-battle'], (state) => killedOutsideBattleTargets(state));

/**
 * Issue 15 (battle2): personnel kept out of a personnel battle just initiated, and a crew or Away Team
 * stopped where you have personnel (Smoke Bomb). Words:
 * - target `your-personnel-in-battle-to-exclude` (`notAffiliations`): a set `a+b+…` of your personnel in
 *   the personnel battle just initiated (its window open), none of `notAffiliations`; offered one at a
 *   time and all together, any non-empty set of distinct such personnel valid ("any or all");
 *   Issue 15 (helper battle): `classifications` (only those) and `onePer` (at most one per your personnel in the
 *   battle with the skill who has the characteristic or is a leader: Bodyguards);
 * - effect `exclude-target-from-battle`: `BattleModified { kind: 'excluded' }` — those personnel take
 *   no part: they are in no combat pile, no total, are no casualty, and are not stopped by the battle
 *   (battle/battle.ts › resolvePersonnelBattle reads `excludedFromBattle`);
 * - target `crew-or-away-team-where-you-are`: a crew (named by its ship or facility) or Away Team (named
 *   by its first personnel), either player's, in a zone where you have a personnel;
 * - effect `stop-target-crew-or-away-team`: each of its personnel not yet stopped is stopped;
 * - play condition `once-per-game-per-location` (checked with the play, recorded as `CardAbilityUsed`
 *   `<title> (once per game at <location>)` when played, like the other limits).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (1. Initiation, 2. Responses, 3. Form Up — who takes part);
 *   AFTER THE BATTLE (stopped: those involved); GETTING HURT › STOPPED; MISCELLANEOUS RULES › "ONCE PER
 *   GAME" AND SIMILAR LIMITS.
 * Decisions: "stop a crew" stops its personnel (not the ship); personnel excluded from a battle that is
 * then cancelled are stopped with the others (a cancelled battle stops everyone it named).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, zoneKind } from '../zones';
import { battleWindow } from './targets-battle';
import type { CardBehaviour } from './vocabulary';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type BattleExclusionTarget =
  | {
      readonly kind: 'your-personnel-in-battle-to-exclude';
      readonly notAffiliations?: readonly string[];
      /** Issue 15 (helper battle): only personnel of these classifications (now: memberOf). */
      readonly classifications?: readonly string[];
      /**
       * Issue 15 (helper battle): at most one for each of your personnel in the battle with `skill` (now) who has the
       * `characteristic` or is a leader (OFFICER or Leadership) — Bodyguards: bodyguards and leaders with SECURITY.
       */
      readonly onePer?: { readonly skill: string; readonly characteristic: string };
    }
  | { readonly kind: 'crew-or-away-team-where-you-are' };
export type BattleExclusionEffect = { readonly kind: 'exclude-target-from-battle' } | { readonly kind: 'stop-target-crew-or-away-team' };
/** `times` (issue 15, helper ferengi): that many plays per location instead of one ("Limit two per location": 33rd Rule of Acquisition). */
export type BattleExclusionCondition = { readonly kind: 'once-per-game-per-location'; readonly times?: number };

/** For the catalogue test. */
export const BATTLE_EXCLUSION_WORDS: readonly string[] = [
  'target:your-personnel-in-battle-to-exclude',
  'effect:exclude-target-from-battle',
  'target:crew-or-away-team-where-you-are',
  'effect:stop-target-crew-or-away-team',
  'condition:once-per-game-per-location',
];

type ExcludeSpec = Extract<BattleExclusionTarget, { kind: 'your-personnel-in-battle-to-exclude' }>;

/** Your personnel in the personnel battle just initiated, not yet excluded. */
function yoursInBattle(state: GameState, player: PlayerId): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'personnel' || !battleWindow(state)) return [];
  const out = excludedFromBattle(state);
  return [...battle.attacking, ...battle.defending].filter((iid) => {
    const instance = state.cards[iid];
    return !!instance && instance.owner === player && instance.zone === battle.zone && !out.has(iid);
  });
}

/** Your personnel that may be excluded from the personnel battle just initiated. */
function excludable(state: GameState, player: PlayerId, spec: ExcludeSpec): string[] {
  return yoursInBattle(state, player).filter(
    (iid) => !bp(state, iid).affiliations.some((affiliation) => (spec.notAffiliations ?? []).includes(affiliation)) && (!spec.classifications || spec.classifications.includes(memberOf(state, iid).classification ?? '')),
  );
}

/** How many may be excluded at most (Bodyguards: one per bodyguard or leader with SECURITY in the battle); no limit without `onePer`. */
function exclusionLimit(state: GameState, player: PlayerId, spec: ExcludeSpec): number {
  if (!spec.onePer) return Infinity;
  const { skill, characteristic } = spec.onePer;
  return yoursInBattle(state, player).filter((iid) => {
    const member = memberOf(state, iid);
    const leader = member.classification === 'OFFICER' || member.skills.some((one) => one.name === 'Leadership' || one.name === 'OFFICER');
    return skillLevel(member, skill) > 0 && (leader || bp(state, iid).characteristics.some((one) => one.toLowerCase() === characteristic.toLowerCase()));
  }).length;
}

/** The personnel of a crew or Away Team name (a ship or facility: aboard it; a personnel: its owner's in its zone). */
function teamOf(state: GameState, name: string): { zone: string; members: string[] } | undefined {
  const instance = state.cards[name];
  if (!instance) return undefined;
  const type = bp(state, name).type;
  const zone = type === 'Ship' || type === 'Facility' ? `aboard:${name}` : type === 'Personnel' ? instance.zone : undefined;
  if (!zone) return undefined;
  const members = cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === instance.owner && bp(state, iid).type === 'Personnel');
  return members.length > 0 ? { zone, members } : undefined;
}

function teamsWhereYouAre(state: GameState, player: PlayerId): string[] {
  const out: string[] = [];
  for (const [zone, cards] of Object.entries(state.zones)) {
    const kind = zoneKind(zone);
    if ((kind !== 'surface' && kind !== 'aboard') || !cards.some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel')) continue;
    const owners = new Set<string>();
    for (const iid of cards) {
      const owner = state.cards[iid]!.owner;
      if (owners.has(owner) || bp(state, iid).type !== 'Personnel') continue;
      owners.add(owner);
      out.push(kind === 'aboard' ? zone.slice('aboard:'.length) : iid);
    }
  }
  return [...new Set(out)];
}

export function battleExclusionTargets(state: GameState, player: PlayerId, spec: BattleExclusionTarget): string[] {
  if (spec.kind === 'crew-or-away-team-where-you-are') return teamsWhereYouAre(state, player);
  const yours = excludable(state, player, spec);
  const limit = exclusionLimit(state, player, spec);
  if (limit === 0) return [];
  const most = yours.slice(0, limit);
  return most.length > 1 ? [...yours, most.join('+')] : yours;
}

/** Any non-empty set of distinct excludable personnel ("any or all"). */
export function isValidExclusion(state: GameState, player: PlayerId, spec: Extract<BattleExclusionTarget, { kind: 'your-personnel-in-battle-to-exclude' }>, target: string): boolean {
  const chosen = target.split('+');
  const yours = excludable(state, player, spec);
  return chosen.length > 0 && chosen.length <= exclusionLimit(state, player, spec) && new Set(chosen).size === chosen.length && chosen.every((iid) => yours.includes(iid));
}

/** The personnel cards played on the battle in progress keep out of it. */
export function excludedFromBattle(state: GameState): ReadonlySet<string> {
  const out = new Set<string>();
  for (const modifier of state.battle?.modifiers ?? []) if (modifier.kind === 'excluded') for (const iid of modifier.cards) out.add(iid);
  // Issue 15 (stasis): personnel in stasis cannot be attacked in battle (1E rulebook › GETTING HURT › STASIS; BATTLE › PERSONNEL BATTLE: no casualty).
  for (const iid of [...(state.battle?.attacking ?? []), ...(state.battle?.defending ?? [])]) if (state.cards[iid]?.stasis) out.add(iid);
  return out;
}

const locationKey = (title: string, location: string) => `${title} (once per game at ${location})`;

function targetLocation(state: GameState, target: string | undefined): string | undefined {
  const instance = target ? state.cards[target] : undefined;
  return instance ? locationOfZone(state, instance.zone) ?? undefined : undefined;
}

/** `once-per-game-per-location`: the player has not played this title at the target's location this game. */
export function checkLocationLimit(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  const limit = locationLimitOf(behaviour);
  if (!limit) return null;
  const location = targetLocation(state, command.target);
  if (location && freeLocationSlot(state, command.actor, behaviour.title, location, limit.times ?? 1) === null)
    return problem('ONCE_PER_GAME', `${behaviour.title} was already played at that location this game${limit.times ? ` (${limit.times} times)` : ''}`, RULES.oncePerTurn);
  return null;
}

function locationLimitOf(behaviour: CardBehaviour): BattleExclusionCondition | undefined {
  return behaviour.play?.requires?.find((condition): condition is BattleExclusionCondition => condition.kind === 'once-per-game-per-location');
}

/** The key of the first unused play at the location (the first play's key unchanged; later ones `#2`, `#3` …), or null when all are used. */
function freeLocationSlot(state: GameState, player: string, title: string, location: string, times: number): string | null {
  for (let slot = 1; slot <= times; slot += 1) {
    const key = slot === 1 ? locationKey(title, location) : `${locationKey(title, location)}#${slot}`;
    if (state.abilityUses?.[`${player}|${key}`] === undefined) return key;
  }
  return null;
}

/** Records the use at the target's location as the card is played (it counts even if the play is then nullified). */
export function recordLocationUse(ctx: Ctx, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): void {
  const limit = locationLimitOf(behaviour);
  if (!limit) return;
  const location = targetLocation(ctx.state, command.target);
  const key = location ? freeLocationSlot(ctx.state, command.actor, behaviour.title, location, limit.times ?? 1) : null;
  if (key) ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: key, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
}

type Handler<K extends BattleExclusionEffect['kind']> = (v: VerbContext, effect: Extract<BattleExclusionEffect, { kind: K }>) => void;

export const BATTLE_EXCLUSION_VERBS: { readonly [K in BattleExclusionEffect['kind']]: Handler<K> } = {
  'exclude-target-from-battle': (v) => {
    const state = v.ctx.state;
    if (state.battle?.kind !== 'personnel' || !v.target) return;
    const cards = v.target.split('+').filter((iid) => state.cards[iid]?.zone === state.battle!.zone);
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'excluded', player: v.player, cards, source: v.card }, rule: BATTLE_RULES.formUp });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${cards.length} personnel excluded from the battle`, rule: RULES.cardEffects });
  },
  'stop-target-crew-or-away-team': (v) => {
    const team = v.target ? teamOf(v.ctx.state, v.target) : undefined;
    const stopping = (team?.members ?? []).filter((iid) => !v.ctx.state.cards[iid]!.stopped);
    for (const card of stopping) v.ctx.emit({ type: 'CardStopped', card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${stopping.length} personnel stopped`, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_EXCLUSIONS_TARGETS = finding(['your-personnel-in-battle-to-exclude', 'crew-or-away-team-where-you-are'], (state, player, spec) => battleExclusionTargets(state, player, spec));

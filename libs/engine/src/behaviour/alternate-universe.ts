/**
 * The [AU] (Alternate Universe) icon rule: a card showing [AU] enters play only when a card allows it.
 *   1E rulebook › THE SEED PHASES › Tip: Cards ("you should seed a card during one of the seed phases that
 *   allows you to play them"; the [AU]-enabling doorways; "You do not need an [AU]-enabling doorway to report
 *   [AU] personnel to Time Locations where they are native" — the worked example, Sherman's Planet with
 *   Agricultural Assessment, reports ships, personnel and equipment there); › THE SEED PHASES ("A card with
 *   the [AU] icon may only be seeded if a card … expressly allows you to seed [AU] cards"); › ENTERING PLAY
 *   ("A non-seeded [AU] card may play only if another card (typically an open doorway or time location)
 *   allows it"); › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION ("No additional [AU]-enabling card is
 *   required to report native [AU] cards to a time location"); › DOWNLOADING ("you must still follow all
 *   the normal rules for playing a card": a download is a play here); the icon glossary (Alternate
 *   Universe: "They may not enter our universe unless [AU] cards are specifically permitted by a card (or if
 *   they report to their native Time Location)").
 *
 * The word: `CardBehaviour.allowsAlternateUniverse` — a list of grants, each read while the card lies face up
 * in play for its owner (a doorway on the table). A grant says whether it lets [AU] cards seed, play, or
 * both; which [AU] cards (`filter`, a CardFilter; none: all); and `perTurn: 1` ("(once per turn) play"):
 * one [AU] play a turn by that grant, spent as `CardAbilityUsed` under the key `alternate universe:<title>`
 * (the once-per-turn mechanism of `abilityUses`). A grant without a limit is used first.
 *
 * Read by: seeding (commands.ts wraps SeedDoorway, SeedUnderMission, SeedFacility, SeedOnTable), the plays
 * (play.ts › checkPlayCard, checkReport), special reporting (reporting.ts › checkOption) and every download
 * (downloads.ts › checkDownloadable); legalCommands offers only what these checks accept. Spent by
 * `spendAlternateUniversePlays` (decide.ts, after every command: the [AU] cards the command played,
 * reported or downloaded).
 *
 * Per-location permissions whose own filter names the [AU] icon (Seal Rift: "[AU] ships may report here";
 * Sigmund Freud: "your personnel and equipment may report where present (if [AU])"; Vorta Scenario Testing)
 * count as allowing the [AU] card for that report: the caller says so (`exempt`).
 *
 * Decisions: "seed and play (one per turn)" (Temporal Conduit) limits the plays only (the seed phases have
 * no turns); a doorway staged in the doorway phase (seeded face down until the phase ends) already allows
 * seeding [AU] cards; the icon read is the printed one (a card in hand or deck has no granted icons).
 */
import type { Card } from '@captains-log/cards';
import { bp, inPlayOf, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { matches } from './play';
import { behaviourOf } from './registry';
import type { CardFilter } from './vocabulary';
import { missionReportMatches } from './missions-reports';
import { isTimeLocation, timeSpecOf } from './time-locations';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const AU_RULES = {
  seeding: R('THE SEED PHASES', 'Tip: Cards'),
  playing: R('ENTERING PLAY', 'Alternate Universe'),
  timeLocation: R('REPORTING FOR DUTY', 'REPORTING TO A TIME LOCATION'),
} as const;

/** One permission a card in play gives its owner for [AU] cards. */
export interface AlternateUniverseGrant {
  /** [AU] cards may be seeded. */
  readonly seed?: true;
  /** [AU] cards may be played (reported, downloaded). */
  readonly play?: true;
  /** Only these [AU] cards (default: all of them). */
  readonly filter?: CardFilter;
  /** One play a turn by this grant ("once per turn", "one per turn"). */
  readonly perTurn?: 1;
}

export type AuEntry = 'seed' | 'play';

/** Whether the printed card shows the [AU] icon. */
export function showsAlternateUniverse(card: Card): boolean {
  return card.icons.some((icon) => icon.code === 'AU');
}

const keyOf = (title: string) => `alternate universe:${title}`;

/** The player's cards that may grant: face up in play (and, for seeding, staged in the doorway phase). */
function granting(state: GameState, player: PlayerId, how: AuEntry): { title: string; grants: readonly AlternateUniverseGrant[] }[] {
  const out: { title: string; grants: readonly AlternateUniverseGrant[] }[] = [];
  const ids = [...inPlayOf(state, player).map((instance) => instance.iid), ...(how === 'seed' ? cardsIn(state, Z.staging(player)) : [])];
  for (const iid of ids) {
    const instance = state.cards[iid];
    if (!instance || instance.owner !== player || instance.disabled) continue;
    if (!instance.faceUp && how === 'play') continue;
    const grants = behaviourOf(instance.blueprint)?.allowsAlternateUniverse;
    if (grants) out.push({ title: bp(state, iid).title, grants });
  }
  return out;
}

/** Whether `card` enters play at `to` (a zone) at a time location where it is native (personnel, ships, equipment). */
export function nativeToTimeLocationAt(state: GameState, card: Card, to: string | undefined): boolean {
  if (!to || (card.type !== 'Personnel' && card.type !== 'Ship' && card.type !== 'Equipment')) return false;
  const location = locationOfZone(state, to);
  if (!location || !isTimeLocation(state, location)) return false;
  const spec = timeSpecOf(state, state.locations[location]?.missions[0] ?? '');
  return (spec?.natives ?? []).some((native) => missionReportMatches(card, native));
}

export type Allowance = { readonly ok: true; readonly spend?: string } | { readonly ok: false; readonly problem: Problem };

/**
 * Whether `player` may bring the [AU] card `iid` into play by `how` now, and the once-per-turn key it spends.
 * `to`: the zone it enters (for the native time location exception); `exempt`: a per-location permission
 * naming the [AU] icon lets it there.
 */
export function alternateUniverseAllowance(state: GameState, player: PlayerId, iid: string, how: AuEntry, where: { to?: string; exempt?: boolean } = {}): Allowance {
  const card = bp(state, iid);
  // A card taken into hand ("download … into hand") does not enter play.
  if (!showsAlternateUniverse(card) || where.exempt || (where.to !== undefined && zoneKind(where.to) === 'hand') || nativeToTimeLocationAt(state, card, where.to)) return { ok: true };
  const fitting = granting(state, player, how).flatMap(({ title, grants }) =>
    grants.filter((grant) => (how === 'seed' ? grant.seed : grant.play) && (!grant.filter || matches(card, grant.filter))).map((grant) => ({ title, grant })),
  );
  // Limits count plays within a turn; seeds (no turn) and plays before any turn are not limited.
  const turn = state.turn?.number;
  if (fitting.some(({ grant }) => !grant.perTurn || how === 'seed' || turn === undefined)) return { ok: true };
  const open = fitting.find(({ title }) => state.abilityUses?.[`${player}|${keyOf(title)}`] !== turn);
  if (open) return { ok: true, spend: keyOf(open.title) };
  if (fitting.length > 0)
    return { ok: false, problem: problem('AU_ONCE_PER_TURN', `${fitting.map(({ title }) => title).join(' and ')} let${fitting.length === 1 ? 's' : ''} you play one [AU] card a turn, already played this turn`, RULES.oncePerTurn) };
  return {
    ok: false,
    problem: problem(
      'AU_NOT_ALLOWED',
      how === 'seed'
        ? `${card.title} shows the [AU] icon: it may seed only while a card of yours (such as Alternate Universe Door) allows you to seed [AU] cards`
        : `${card.title} shows the [AU] icon: it may enter play only while a card of yours (such as Alternate Universe Door) allows [AU] cards, or by reporting to a time location where it is native`,
      how === 'seed' ? AU_RULES.seeding : AU_RULES.playing,
    ),
  };
}

/** The refusal for an [AU] card that may not enter play now, or null. */
export function alternateUniverseProblem(state: GameState, player: PlayerId, iid: string, how: AuEntry, where: { to?: string; exempt?: boolean } = {}): Problem | null {
  if (!state.cards[iid]) return null;
  const allowance = alternateUniverseAllowance(state, player, iid, how, where);
  return allowance.ok ? null : allowance.problem;
}

/** Whether a permission's own filter names the [AU] icon (`icons: ['AU', …]` or `icon: 'AU'`, at any depth). */
export function namesAlternateUniverse(permit: unknown): boolean {
  if (!permit || typeof permit !== 'object') return false;
  for (const [key, value] of Object.entries(permit as Record<string, unknown>)) {
    if (key === 'icons' && Array.isArray(value) && value.includes('AU')) return true;
    if (key === 'icon' && value === 'AU') return true;
    if (key.startsWith('not')) continue;
    if (typeof value === 'object' && namesAlternateUniverse(value)) return true;
  }
  return false;
}

/**
 * After a command (decide.ts): each [AU] card it played, reported or downloaded in the play phase by a
 * once-per-turn grant spends that grant for the turn. `before`: the state the command was checked in;
 * `exempt`: whether the command's own permission named the [AU] icon (reporting.ts, missions-reports.ts).
 */
export function spendAlternateUniversePlays(ctx: Ctx, before: GameState, exempt: (iid: string) => boolean): void {
  if (!before.turn || ctx.events.length === 0) return;
  const spent = new Set<string>();
  for (const event of [...ctx.events]) {
    if (event.type !== 'CardPlayed' && event.type !== 'CardReported' && event.type !== 'CardDownloaded') continue;
    if (!before.cards[event.card] || !showsAlternateUniverse(bp(before, event.card))) continue;
    const player = event.player;
    const allowance = alternateUniverseAllowance(before, player, event.card, 'play', { to: event.to, exempt: exempt(event.card) });
    if (!allowance.ok || !allowance.spend || spent.has(`${player}|${allowance.spend}`)) continue;
    spent.add(`${player}|${allowance.spend}`);
    ctx.emit({ type: 'CardAbilityUsed', player, title: allowance.spend, turn: before.turn.number, rule: RULES.oncePerTurn });
  }
}

export const ALTERNATE_UNIVERSE_WORDS: readonly string[] = ['field:allowsAlternateUniverse'];

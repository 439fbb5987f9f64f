/**
 * Issue 15 (helper partials): "once each turn, one … may report for free OR you may download {X} to your
 * … mission" (Defending Their Homes). The free report is the table card's `free-report` permit
 * (free-reports.ts, once each turn under `free report:<title>`); the other way is an `ActivateCard`
 * ability of the card that downloads an objective or incident onto one of your missions and spends that
 * same once-each-turn use, so the player has one or the other each turn.
 * Words:
 * - target `card-onto-mission` (`titles` or `types`, `missions`, `withYours`): a card of these titles (or,
 *   with `types`, of these types whose own script plays it on a mission) in your draw deck or hand that may
 *   be downloaded now (downloads.ts › checkDownloadable), and a location whose mission passes `missions`
 *   (the `mission` target's filter), where you have a personnel `withYours` matches (on the planet, aboard
 *   a ship or facility there), and which is a valid target of the card's own script — written
 *   `card>location` ("if your Captain … is at your mission, download an objective onto that mission":
 *   Taking Charge);
 * - effect `download-onto-mission`: that card is downloaded and played onto that mission (its own script
 *   then lies atop it), if both are still valid; else the download is invalid and nothing happens;
 * - effect `spend-free-report`: this card's once-each-turn free report counts as used this turn;
 * - ability condition `free-report-unused`: this card's free report was not used this turn.
 *   1E rulebook › DOWNLOADING (and › Clarifications: Invalid Downloads); PLAYING "FOR FREE";
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { tableIndex } from '../table-index';
import { locationOfZone } from '../zones';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import { checkDownloadable, downloadableCards, downloadCard, matchesDownload, searchedZones } from './downloads';
import { freeReportKey } from './free-reports';
import { tableConditionHolds, type TableCondition } from './table-conditions';
import { missionTargets } from './missions-incidents-c';
import { validTargets } from './play';
import { behaviourOf } from './registry';
import type { IncidentCTarget } from './vocabulary-incidents-c';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

type MissionFilter = IncidentCTarget['missions'];

export type MissionDownloadTarget = {
  readonly kind: 'card-onto-mission';
  readonly titles?: readonly string[];
  readonly types?: readonly string[];
  readonly missions: MissionFilter;
  readonly withYours?: PersonnelFilter;
};
export type MissionDownloadEffect = { readonly kind: 'download-onto-mission' } | { readonly kind: 'spend-free-report' };
/** Issue 15 (helper ds9mirror): `whenAny` — and one of these table conditions holds ("while all your facilities are [Maq]": Not So Demilitarized). */
/** Issue 15 (helper incidents): `unlessAny` — and none of these holds ("Nullified if you control a Nor": Combined Task Force). */
export type MissionDownloadCondition = { readonly kind: 'free-report-unused'; readonly whenAny?: readonly TableCondition[]; readonly unlessAny?: readonly TableCondition[] };

/** For the catalogue test. */
export const MISSION_DOWNLOAD_WORDS: readonly string[] = ['target:card-onto-mission', 'ability-condition:free-report-unused'];

/** The locations `card` (in deck or hand) may be downloaded onto: the filter's missions, with such a personnel of yours there, where its own script may be played. */
function placesFor(state: GameState, player: PlayerId, card: string, spec: MissionDownloadTarget): string[] {
  const script = behaviourOf(state.cards[card]!.blueprint);
  // Its own script's targets when it names locations (`mission`, `mission-with-icon`, …).
  const own = script?.targets ? new Set(validTargets(state, player, script.targets, card)) : null;
  const withYours = spec.withYours;
  const staffed = withYours
    ? new Set(
        (tableIndex(state).inPlayBy[player] ?? [])
          .filter((instance) => instance.faceUp && personnelMatches(bp(state, instance.iid), withYours))
          .map((instance) => locationOfZone(state, instance.zone)),
      )
    : null;
  return missionTargets(state, player, { kind: 'mission', missions: spec.missions }).filter((location) => (!own || own.has(location)) && (!staffed || staffed.has(location)));
}

/** A card the target may find: of these titles, or of these types and played on a mission by its own script. */
function finds(state: GameState, iid: string, spec: MissionDownloadTarget): boolean {
  const card = bp(state, iid);
  if (spec.titles) return matchesDownload(card, { titles: spec.titles });
  const kind = behaviourOf(card.id)?.targets?.kind;
  return !!spec.types?.includes(card.type) && (kind === 'mission' || kind === 'mission-with-icon');
}

export function missionDownloadTargets(state: GameState, player: PlayerId, spec: MissionDownloadTarget): string[] {
  return downloadableCards(state, player, {}, (iid) => finds(state, iid, spec)).flatMap((iid) => placesFor(state, player, iid, spec).map((location) => `${iid}>${location}`));
}

export const MISSION_DOWNLOAD_CONDITIONS: { readonly 'free-report-unused': (state: GameState, player: PlayerId, card: string, condition: MissionDownloadCondition) => boolean } = {
  'free-report-unused': (state, player, card, condition) => {
    if (condition.whenAny && !condition.whenAny.some((one) => tableConditionHolds(state, player, one))) return false;
    if (condition.unlessAny?.some((one) => tableConditionHolds(state, player, one))) return false;
    const behaviour = behaviourOf(state.cards[card]?.blueprint ?? '');
    return !!behaviour && state.abilityUses?.[`${player}|${freeReportKey(behaviour)}`] !== state.turn?.number;
  },
};

export const MISSION_DOWNLOAD_VERBS: { readonly [K in MissionDownloadEffect['kind']]: (v: VerbContext, effect: Extract<MissionDownloadEffect, { kind: K }>) => void } = {
  'spend-free-report': (v) => {
    const behaviour = behaviourOf(v.ctx.state.cards[v.card]!.blueprint);
    if (behaviour) v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: freeReportKey(behaviour), turn: v.ctx.state.turn!.number, rule: RULES.oncePerTurn });
  },
  'download-onto-mission': (v) => {
    const state = v.ctx.state;
    const [iid, location] = (v.target ?? '').split('>') as [string, string];
    const instance = state.cards[iid];
    const spec = (behaviourOf(state.cards[v.card]!.blueprint)?.abilities ?? []).map((a) => a.targets).find((t): t is MissionDownloadTarget => t?.kind === 'card-onto-mission');
    const still = !!instance && !!spec && searchedZones(state, v.player).includes(instance.zone) && checkDownloadable(state, v.player, iid) === null && !!location && placesFor(state, v.player, iid, spec).includes(location);
    if (!still) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'download invalid: the card or the mission is no longer available', ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
      return;
    }
    downloadCard(v.ctx, v.player, iid, v.card, { cardTarget: location });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `downloaded ${bp(state, iid).title} onto the mission at ${location}`, target: v.target!, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const DOWNLOAD_ONTO_MISSION_TARGETS = finding(['card-onto-mission'], (state, player, spec) => missionDownloadTargets(state, player, spec));

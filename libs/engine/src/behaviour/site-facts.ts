/**
 * The facts of Nors and their sites (issue 15, sites; behaviour/sites.ts), spread into `Command` and
 * `GameEvent`, and their evolve.
 *   1E DS9 expansion rules › COMMANDEERING A FACILITY: "You may subsequently commandeer that Nor by
 *   having any of your Computer Skill personnel, regardless of affiliation, unopposed at its Ops site"
 *   (it comes under your control, and its affiliation changes to match one of the commandeering
 *   personnel); the opponent may retake it the same way.
 *   1E DS9 expansion rules › Walking: "Once they stop at their destination site, they may not walk
 *   again that turn."
 * Control is the card's `owner` field, as for every control change (control-facts.ts): the owner is
 * kept in `state.control` while another player controls the Nor; retaken by its owner, the entry goes.
 */
import type { Affiliation } from '@captains-log/cards';
import type { RngState } from '../prng';
import type { GameState, PlayerId } from '../types';
import { LASTING_CONTROL } from './captive-control';

interface Fact {
  readonly rule?: string;
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

/** `Commandeer { facility, personnel }`: take control of a Nor with a Computer Skill personnel unopposed at its Ops. */
export type SiteCommand =
  | {
      readonly type: 'Commandeer';
      readonly actor: PlayerId;
      readonly facility: string;
      readonly personnel: string;
      /** Issue 15 (helper terok): turn the Nor over, where its new controller may (Mirror Terok Nor: nor-sides.ts). */
      readonly flip?: true;
    }
  /** Issue 15 (site text): nullify a card in play whose nullifier your personnel present meet (behaviour/nullify-with-present.ts). */
  | { readonly type: 'NullifyWithPresent'; readonly actor: PlayerId; readonly card: string }
  /** Issue 15 (site text): your `personnel` at a site files a mission report with your objective `objective` (behaviour/mission-reports.ts). */
  | { readonly type: 'FileMissionReport'; readonly actor: PlayerId; readonly objective: string; readonly personnel: string };

export type SiteEvent = Fact &
  (
    /**
     * `by` commandeers the Nor `nor` (controlled until now by `from`) with `personnel` at the site `site`;
     * the Nor's affiliation becomes `affiliation`; `flippedTo`: the title the Nor shows from now on (Terok Nor → Deep Space 9).
     */
    | {
        readonly type: 'NorCommandeered';
        readonly nor: string;
        readonly by: PlayerId;
        readonly from: PlayerId;
        readonly site: string;
        readonly personnel: string;
        readonly affiliation: Affiliation;
        readonly flippedTo?: string;
        /** Issue 15 (helper terok): the card was turned over (its other face up, or its front again: nor-sides.ts). */
        readonly turnedOver?: true;
      }
    /** Issue 15 (site text): `personnel` filed a mission report for the mission at `location` at the site `site`, with `objective` (scored, then discarded). */
    | { readonly type: 'MissionReportFiled'; readonly player: PlayerId; readonly personnel: string; readonly objective: string; readonly site: string; readonly location: string }
  );

/**
 * `GameState.missionReports` (issue 15, site text): per player, the mission they solved last and who
 * solved it, until they begin another attempt (evolve.ts: MissionSolved / MissionAttemptBegan); and the
 * locations they filed a report for (one per mission).
 */
export interface MissionReportEntry {
  readonly solved?: { readonly location: string; readonly mission: string; readonly contributors: readonly string[] };
  readonly filed?: readonly string[];
}
export type MissionReportState = Readonly<Partial<Record<PlayerId, MissionReportEntry>>>;

/** evolve.ts › MissionSolved / MissionAttemptBegan (not a scouting one): what the player may file a report for. */
export function withSolvedMission(state: GameState, player: PlayerId, solved: MissionReportEntry['solved']): GameState {
  const entry = state.missionReports?.[player];
  if (!solved && !entry?.solved) return state;
  const next: MissionReportEntry = solved ? { ...entry, solved } : { ...(entry?.filed ? { filed: entry.filed } : {}) };
  return { ...state, missionReports: { ...(state.missionReports ?? {}), [player]: next } };
}

/** What a Nor has become in play: its affiliation after a commandeering, its other side's title once flipped. */
export interface NorEntry {
  readonly affiliation?: Affiliation;
  readonly title?: string;
  /** Issue 15 (helper terok): its other side is up (nor-sides.ts); absent in records made before: the title tells. */
  readonly flipped?: boolean;
}

/** `GameState.nors`: per Nor changed by play; `TurnState.siteWalkers`: cards that walked between sites this turn. */
export type NorState = Readonly<Record<string, NorEntry>>;

export function applySiteEvent(state: GameState, event: SiteEvent): GameState {
  switch (event.type) {
    case 'MissionReportFiled': {
      const entry = state.missionReports?.[event.player] ?? {};
      return { ...state, missionReports: { ...(state.missionReports ?? {}), [event.player]: { ...entry, filed: [...(entry.filed ?? []), event.location] } } };
    }
    case 'NorCommandeered': {
      const control = { ...(state.control ?? {}) };
      const owner = control[event.nor]?.owner ?? event.from;
      if (owner === event.by) delete control[event.nor];
      else control[event.nor] = { owner, until: LASTING_CONTROL };
      const previous = state.nors?.[event.nor];
      const wasFlipped = previous?.flipped ?? previous?.title !== undefined;
      const flipped = event.turnedOver ? { flipped: !wasFlipped } : previous?.flipped !== undefined ? {} : event.flippedTo ? { flipped: true } : {};
      const entry: NorEntry = { ...previous, affiliation: event.affiliation, ...(event.flippedTo ? { title: event.flippedTo } : {}), ...flipped };
      return {
        ...state,
        cards: { ...state.cards, [event.nor]: { ...state.cards[event.nor]!, owner: event.by } },
        control,
        nors: { ...(state.nors ?? {}), [event.nor]: entry },
      };
    }
  }
}

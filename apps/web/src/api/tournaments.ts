/**
 * The tournament routes of the api, typed for the pages (public page, player page, director
 * dashboard, print views). Commands answer TournamentCommandResponse; a rule the tournament refuses
 * is a 422 with its `rule`, shown in words by the pages.
 */
import type { Api } from './client';

export type ResultKind =
  | 'full-win'
  | 'modified-win'
  | 'concession'
  | 'decks-exhausted'
  | 'tie'
  | 'no-show'
  | 'game-loss'
  | 'disqualification';

export type GameResultInput =
  | { kind: 'full-win' | 'modified-win'; winner: string; scores: Record<string, number> }
  | { kind: 'concession'; conceded: string }
  | { kind: 'decks-exhausted'; scores: Record<string, number> }
  | { kind: 'tie'; scores?: Record<string, number> }
  | { kind: 'no-show'; absent: string[] }
  | { kind: 'game-loss' | 'disqualification'; loser: string; reason?: string };

export interface TournamentListItem {
  readonly tournamentId: string;
  readonly name: string;
  readonly game: string;
  readonly format: string;
  readonly status: string;
  readonly players: number;
  readonly currentRound: number | null;
  readonly roundEndsAt: string | null;
  readonly winner: string | null;
  /** the champion's name as registered (null for tournaments finalised before names were kept) */
  readonly winnerName: string | null;
  readonly createdAt: string;
}

export interface RoundSummary {
  readonly round: number;
  readonly phase: string;
  readonly started: boolean;
  readonly startedAt: string | null;
  readonly endsAt: string | null;
  readonly pausedAt: string | null;
  readonly timeExpired: boolean;
  readonly tables: number;
  readonly results: number;
  readonly awaitingConfirmation: number;
  readonly byes: number;
}

export interface TournamentSummary {
  readonly tournamentId: string;
  readonly revision: number | null;
  readonly status: 'registration' | 'swiss' | 'top-cut' | 'finalized' | string;
  readonly config: {
    readonly name: string;
    readonly game: string;
    readonly format: string;
    readonly roundTimeLimitMinutes: number;
    readonly topCutSize: number;
    readonly winTarget: number;
    readonly lateEntryRule: string;
    readonly directors: readonly string[];
    readonly scoringProfile: { readonly name: string } & Record<string, unknown>;
  };
  readonly swissRounds: number | null;
  readonly players: { registered: number; active: number; dropped: number };
  readonly rounds: readonly RoundSummary[];
  readonly finalStandings: readonly { place: number; playerId: string; name: string }[] | null;
  /** games of this tournament with judge calls not yet ruled (the judges issue) */
  readonly openJudgeCalls?: readonly { gameId: string; round: number | null; calls: readonly string[] }[];
  /** the accounts added as judges (besides the directors) */
  readonly judgeAccounts?: readonly { accountId: string; handle: string; name: string }[];
  readonly judges?: readonly string[];
}

export interface TournamentPlayer {
  readonly playerId: string;
  readonly name: string;
  readonly late: boolean;
  readonly dropped: boolean;
  readonly droppedAfterRound: number | null;
  readonly disqualified: boolean;
  readonly deckCheck?: { valid?: boolean; problems?: unknown[] } & Record<string, unknown>;
}

export interface PairingRow {
  readonly round: number;
  readonly phase: 'swiss' | 'top-cut';
  readonly table: number | null;
  readonly playerA: string;
  readonly playerAName: string;
  readonly playerAPoints: number;
  readonly playerB: string | null;
  readonly playerBName: string | null;
  readonly playerBPoints: number | null;
  readonly result: string;
  readonly status: 'bye' | 'pending' | 'reported' | 'final';
}

export interface Pairings {
  readonly round: number;
  readonly phase: string;
  readonly started: boolean;
  readonly endsAt: string | null;
  readonly pairings: readonly PairingRow[];
}

export interface StandingRow {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly points: number;
  readonly differential: number;
  readonly strengthOfSchedule: number;
  readonly headToHead: number | null;
  readonly randomTiebreak: number;
  readonly wins: number;
  readonly modifiedWins: number;
  readonly ties: number;
  readonly losses: number;
  readonly byes: number;
  readonly dropped: boolean;
}

export interface Standings {
  readonly status: string;
  readonly standings: readonly StandingRow[];
  readonly finalStandings: readonly { place: number; playerId: string; name: string }[] | null;
}

export interface MyTable {
  readonly status: string;
  readonly player: { playerId: string; name: string; dropped: boolean; deckCheck: unknown } | null;
  readonly round: {
    round: number;
    phase: string;
    started: boolean;
    endsAt: string | null;
    pausedAt: string | null;
    timeExpired: boolean;
  } | null;
  readonly table: {
    readonly table: number;
    readonly seat: 'a' | 'b';
    /** guest: registered by a director without an account; the table plays on paper */
    readonly opponent: { playerId: string; name: string; guest: boolean };
    readonly status: 'pending' | 'reported' | 'final';
    readonly result: string | null;
    readonly report: { result: string; reportedBy: string; yoursToConfirm: boolean } | null;
    readonly gameId: string | null;
  } | null;
  readonly bye: { kind: 'pairing' | 'earned' } | null;
}

export interface HistoryEntry {
  readonly revision: number | null;
  readonly at: string;
  readonly by: string;
  readonly type: string;
  readonly summary: string;
  readonly reason?: string;
}

export interface CommandAnswer {
  readonly revision: number;
}

/** Tournament requests bound to one api client. */
export function tournamentApi(api: Api) {
  const base = (id: string) => `/tournaments/${encodeURIComponent(id)}`;
  const post = (path: string, body: unknown = {}) => api.request<CommandAnswer>('POST', path, body);
  return {
    list: () => api.request<{ tournaments: TournamentListItem[] }>('GET', '/tournaments'),
    create: (body: {
      name: string;
      game: '1E' | '2E';
      format: string;
      swissRounds?: number | null;
      roundTimeLimitMinutes?: number;
      topCutSize?: number;
    }) => api.request<CommandAnswer & { tournamentId: string }>('POST', '/tournaments', body),
    summary: (id: string) => api.request<TournamentSummary>('GET', base(id)),
    players: (id: string) =>
      api.request<{ players: TournamentPlayer[] }>('GET', `${base(id)}/players`),
    pairings: (id: string, round?: number) =>
      api.request<Pairings>('GET', `${base(id)}/pairings${round ? `?round=${round}` : ''}`),
    standings: (id: string) => api.request<Standings>('GET', `${base(id)}/standings`),
    history: (id: string) => api.request<{ entries: HistoryEntry[] }>('GET', `${base(id)}/history`),
    me: (id: string) => api.request<MyTable>('GET', `${base(id)}/me`),

    register: (
      id: string,
      body: { deckId?: string; deckList?: string; handle?: string; name?: string; guest?: true },
    ) => post(`${base(id)}/players`, body),
    drop: (id: string, playerId: string, reason?: string) =>
      post(`${base(id)}/players/${encodeURIComponent(playerId)}/drop`, reason ? { reason } : {}),
    reinstate: (id: string, playerId: string, reason: string) =>
      post(`${base(id)}/players/${encodeURIComponent(playerId)}/reinstate`, { reason }),
    start: (id: string) => post(`${base(id)}/start`),
    pairRound: (id: string) => post(`${base(id)}/rounds`),
    startRound: (id: string, round: number) => post(`${base(id)}/rounds/${round}/start`),
    pauseRound: (id: string, round: number, reason?: string) =>
      post(`${base(id)}/rounds/${round}/pause`, reason ? { reason } : {}),
    resumeRound: (id: string, round: number) => post(`${base(id)}/rounds/${round}/resume`),
    record: (id: string, round: number, table: number, result: GameResultInput) =>
      post(`${base(id)}/rounds/${round}/tables/${table}/result`, { result }),
    correct: (id: string, round: number, table: number, result: GameResultInput, reason: string) =>
      post(`${base(id)}/rounds/${round}/tables/${table}/correction`, { result, reason }),
    report: (id: string, round: number, table: number, result: GameResultInput) =>
      post(`${base(id)}/rounds/${round}/tables/${table}/report`, { result }),
    confirm: (id: string, round: number, table: number) =>
      post(`${base(id)}/rounds/${round}/tables/${table}/confirm`),
    reject: (id: string, round: number, table: number, reason?: string) =>
      post(`${base(id)}/rounds/${round}/tables/${table}/reject`, reason ? { reason } : {}),
    startGame: (id: string, round: number, table: number) =>
      api.request<{ gameId: string; created: boolean }>(
        'POST',
        `${base(id)}/rounds/${round}/tables/${table}/game`,
        {},
      ),
    addJudge: (id: string, handle: string) => post(`${base(id)}/judges`, { handle }),
    removeJudge: (id: string, accountId: string) => post(`${base(id)}/judges/${encodeURIComponent(accountId)}/remove`),
    topCut: (id: string) => post(`${base(id)}/top-cut`),
    finalize: (id: string) => post(`${base(id)}/finalize`),
  };
}

export type TournamentApi = ReturnType<typeof tournamentApi>;

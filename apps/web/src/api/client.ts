/**
 * The api client: JSON over fetch with the signed-in account's bearer token. Every failure becomes
 * an ApiError carrying what the api said (status, message, the engine's `code` and `rule` for a
 * 422, `currentRevision` for a 409), so pages can show it in words.
 */
import type { Card } from '@captains-log/cards';
import type { Command, PlayerId, PlayerView } from '@captains-log/engine';
import type { CompactSnapshot, ViewChangesSnapshot } from '../table/compact-view';

export interface Account {
  readonly id: string;
  readonly handle: string;
  readonly displayName: string;
  readonly role: 'player' | 'director' | 'admin';
}

export interface Session {
  readonly token: string;
  readonly expiresAt: string;
  readonly account: Account;
}

/** A command as legalCommands lists it and as the api accepts it. */
export type GameCommand =
  Command | { readonly type: string; readonly actor?: string; readonly [field: string]: unknown };

export interface GameSnapshot {
  readonly gameId: string;
  readonly revision: number;
  readonly you:
    | { readonly role: 'player'; readonly seat: PlayerId }
    | { readonly role: 'director' | 'spectator' };
  readonly players: readonly {
    readonly seat: PlayerId;
    readonly handle: string;
    readonly name: string;
  }[];
  readonly tournament: { readonly id: string; readonly round: number } | null;
  readonly view: PlayerView;
  readonly legalCommands: readonly GameCommand[];
}

export interface GameListItem {
  readonly id: string;
  readonly status: string;
  readonly phase: string;
  readonly turn: number | null;
  readonly revision: number;
  readonly tournament: { readonly id: string; readonly round: number | null } | null;
  readonly result: {
    readonly type: string;
    readonly reason: string | null;
    readonly winner: string | null;
  } | null;
  readonly players: readonly {
    readonly seat: string;
    readonly name: string;
    readonly score: number;
    readonly outcome: string | null;
  }[];
  readonly createdAt: string;
  readonly endedAt: string | null;
  /** judge calls in this game not yet ruled (the judges issue) */
  readonly openJudgeCalls?: readonly string[];
}

export interface VisibleEvent {
  readonly revision: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly recordedAt: string;
  readonly rule?: string;
  readonly manual?: boolean;
}

export interface StarterDeck {
  readonly name: string;
  readonly text: string;
}

export interface DeckProblemView {
  readonly code: string;
  readonly message: string;
  readonly rule: string;
  readonly cards?: readonly string[];
  readonly lines?: readonly number[];
}
export interface DeckListError {
  readonly code: string;
  readonly rule: string;
  readonly line: number;
  readonly title: string;
  readonly message: string;
  readonly suggestions: readonly string[];
}
export interface DeckCheck {
  readonly valid: boolean;
  readonly listFormat?: string;
  readonly counts?: { missions: number; seedDeck: number; sites: number; drawDeck: number };
  readonly problems: readonly DeckProblemView[];
  readonly listErrors: readonly DeckListError[];
  readonly entries?: readonly {
    line: number;
    count: number;
    id: string;
    title: string;
    type: string;
    zone: string;
    sideDeck?: string;
  }[];
  readonly notes?: readonly string[];
  /** where the server's cards come from: its imported card list, or the built-in starter pool */
  readonly source?: { readonly kind: string; readonly cards: number };
}
export type DeckRules = 'modern' | 'open';
export interface SavedDeckSummary {
  readonly id: string;
  readonly name: string;
  readonly format: DeckRules;
  readonly valid: boolean;
  readonly problemCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}
export interface SavedDeck extends SavedDeckSummary {
  readonly text: string;
  readonly validation: DeckCheck;
}
export interface CardSummary {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly qIcon: boolean;
  readonly universal: boolean;
  readonly affiliations: readonly string[];
  readonly release: string;
  readonly setId: string;
  /** the part of the deck it goes in unless the list says otherwise: the seed deck or the draw deck */
  readonly deckZone: 'seed' | 'draw';
  /** the formats the card list tags it with (`Modern`, …); none from the built-in starter pool */
  readonly formats: readonly string[];
}
export interface CardSearch {
  /** where the cards come from: the imported card list (read-model), or the built-in starter pool with the reason */
  readonly source?: { readonly kind: string; readonly cards?: number; readonly reason?: string };
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  readonly items: readonly CardSummary[];
}
export interface GameSettings {
  readonly openAfterEnd?: boolean;
  readonly spectators?: boolean;
}
/** a saved deck (deckId) or a pasted list (deck) */
export type DeckChoice = { readonly deckId: string } | { readonly deck: string };
export interface Person {
  readonly handle: string;
  readonly name: string;
}
export interface Challenge {
  readonly id: string;
  readonly status: 'open' | 'accepted' | 'declined' | 'withdrawn';
  readonly challenger: Person;
  readonly opponent: Person | null;
  readonly settings: { openAfterEnd: boolean; spectators: boolean };
  readonly acceptedBy: Person | null;
  readonly gameId: string | null;
  readonly reason: string | null;
  readonly createdAt: string;
  readonly you: 'challenger' | 'challenged' | 'acceptor' | 'may-take-seat' | 'onlooker';
}
export interface ChallengeLists {
  readonly mine: readonly Challenge[];
  readonly toMe: readonly Challenge[];
  readonly openSeats: readonly Challenge[];
}
export interface ComputerOpponents {
  readonly opponents: readonly { level: string; handle: string; name: string }[];
  readonly decks: readonly string[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }
  get rule(): string | undefined {
    return typeof this.body.rule === 'string' ? this.body.rule : undefined;
  }
}

/** What the api said, in words (Nest puts validation messages in an array). */
function messageOf(status: number, body: Record<string, unknown>): string {
  const m = body.message;
  if (Array.isArray(m)) return m.join('; ');
  if (typeof m === 'string' && m) return m;
  return status === 0 ? 'the server cannot be reached' : `the server answered ${status}`;
}

export class Api {
  /** called when a request that carried a token is answered 401 (the session ended or expired) */
  static onUnauthorized: ((token: string) => void) | null = null;

  constructor(
    readonly base: string = '',
    private token: string | null = null,
  ) {}

  get bearer(): string | null {
    return this.token;
  }

  withToken(token: string | null): Api {
    return new Api(this.base, token);
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'the server cannot be reached', {});
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    if (!res.ok) {
      const b = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
      if (res.status === 401 && this.token) Api.onUnauthorized?.(this.token);
      throw new ApiError(res.status, messageOf(res.status, b), b);
    }
    return parsed as T;
  }

  async text(path: string): Promise<string> {
    const res = await fetch(`${this.base}${path}`, {
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
    });
    if (!res.ok) {
      let b: Record<string, unknown> = {};
      try {
        b = (await res.json()) as Record<string, unknown>;
      } catch {
        /* not JSON */
      }
      throw new ApiError(res.status, messageOf(res.status, b), b);
    }
    return res.text();
  }

  // accounts
  signUp(handle: string, displayName: string, password: string): Promise<Account> {
    return this.request('POST', '/accounts', { handle, displayName, password });
  }
  signIn(handle: string, password: string): Promise<Session> {
    return this.request('POST', '/sessions', { handle, password });
  }
  signOut(): Promise<void> {
    return this.request('DELETE', '/sessions/current');
  }
  me(): Promise<Account> {
    return this.request('GET', '/me');
  }

  // cards and decks
  card(id: string): Promise<{ card: Card; source?: { kind: string; cards: number } }> {
    return this.request('GET', `/cards/${encodeURIComponent(id)}`);
  }
  starterDecks(): Promise<{ decks: StarterDeck[] }> {
    return this.request('GET', '/decks/starter');
  }

  // saved decks, deck checks, the card catalogue
  validateDeck(deck: string, format: DeckRules = 'modern'): Promise<DeckCheck> {
    return this.request('POST', '/decks/validate', { deck, format });
  }
  decks(): Promise<{ decks: SavedDeckSummary[] }> {
    return this.request('GET', '/decks');
  }
  deck(id: string): Promise<SavedDeck> {
    return this.request('GET', `/decks/${encodeURIComponent(id)}`);
  }
  saveDeck(name: string, deck: string, format: DeckRules): Promise<SavedDeck> {
    return this.request('POST', '/decks', { name, deck, format });
  }
  updateDeck(
    id: string,
    change: { name?: string; deck?: string; format?: DeckRules },
  ): Promise<SavedDeck> {
    return this.request('PATCH', `/decks/${encodeURIComponent(id)}`, change);
  }
  deleteDeck(id: string): Promise<void> {
    return this.request('DELETE', `/decks/${encodeURIComponent(id)}`);
  }
  searchCards(params: {
    query?: string;
    type?: string;
    affiliation?: string;
    page?: number;
    pageSize?: number;
  }): Promise<CardSearch> {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params))
      if (v !== undefined && v !== '') q.set(k, String(v));
    return this.request('GET', `/cards?${q.toString()}`);
  }

  // lobby: challenges and the computer opponent
  challenges(status: 'open' | 'any' = 'open'): Promise<ChallengeLists> {
    return this.request('GET', `/challenges?status=${status}`);
  }
  challenge(opponent: string | null, deck: DeckChoice, settings: GameSettings): Promise<Challenge> {
    return this.request('POST', '/challenges', {
      ...(opponent ? { opponent } : {}),
      ...deck,
      settings,
    });
  }
  acceptChallenge(
    id: string,
    deck: DeckChoice,
  ): Promise<{ challenge: Challenge; gameId: string; gameRevision: number }> {
    return this.request('POST', `/challenges/${id}/accept`, deck);
  }
  declineChallenge(id: string): Promise<Challenge> {
    return this.request('POST', `/challenges/${id}/decline`, {});
  }
  withdrawChallenge(id: string): Promise<Challenge> {
    return this.request('POST', `/challenges/${id}/withdraw`, {});
  }
  computerOpponents(): Promise<ComputerOpponents> {
    return this.request('GET', '/computer/opponents');
  }
  playComputer(
    deck: DeckChoice,
    level: string,
    computerDeck?: string,
    settings?: GameSettings,
  ): Promise<{ gameId: string; revision: number }> {
    return this.request('POST', '/computer/games', {
      ...deck,
      level,
      ...(computerDeck ? { computerDeck } : {}),
      ...(settings ? { settings } : {}),
    });
  }

  // admin
  accounts(
    params: { query?: string; role?: string } = {},
  ): Promise<{ total: number; accounts: Account[] }> {
    const q = new URLSearchParams({ pageSize: '100' });
    if (params.query) q.set('query', params.query);
    if (params.role) q.set('role', params.role);
    return this.request('GET', `/admin/accounts?${q.toString()}`);
  }
  changeRole(id: string, role: Account['role']): Promise<Account> {
    return this.request('PUT', `/admin/accounts/${id}/role`, { role });
  }

  // games
  games(): Promise<GameListItem[]> {
    return this.request('GET', '/games');
  }
  createGame(
    players: { handle: string; deck: string }[],
    settings?: { openAfterEnd?: boolean; spectators?: boolean },
  ): Promise<{ gameId: string; revision: number }> {
    return this.request('POST', '/games', { players, ...(settings ? { settings } : {}) });
  }
  game(id: string): Promise<GameSnapshot> {
    return this.request('GET', `/games/${id}`);
  }
  /** the compact form (issue 17): card definitions once, commands grouped (table/compact-view.ts) */
  compactGame(id: string): Promise<CompactSnapshot> {
    return this.request('GET', `/games/${id}?form=compact`);
  }
  /** only what changed in the compact view since revision `since` */
  gameSince(id: string, since: number): Promise<ViewChangesSnapshot> {
    return this.request('GET', `/games/${id}?since=${since}`);
  }
  submit(
    id: string,
    expectedRevision: number,
    command: GameCommand,
    idempotencyKey: string,
  ): Promise<{ revision: number; events: VisibleEvent[] }> {
    return this.request(
      'POST',
      `/games/${id}/commands`,
      { expectedRevision, command },
      { 'idempotency-key': idempotencyKey },
    );
  }
  /** would the engine take this command from me now? (a question: nothing is appended) */
  checkCommand(id: string, command: GameCommand): Promise<{ revision: number; allowed: boolean; problem: { code: string; message: string; rule: string } | null }> {
    return this.request('POST', `/games/${id}/check`, { command });
  }
  events(id: string, from = 0): Promise<{ revision: number; events: VisibleEvent[] }> {
    return this.request('GET', `/games/${id}/events?from=${from}`);
  }
  replays(id: string): Promise<{ files: { perspective: string; size: number }[] }> {
    return this.request('GET', `/games/${id}/replays`);
  }
  /** the live stream's URL for EventSource (which cannot send headers); `viewChanges` adds the view's changes after each burst */
  liveUrl(id: string, after: number, viewChanges = false): string {
    return this.streamUrl(`/games/${id}/live`, { after: String(after), ...(viewChanges ? { view: 'changes' } : {}) });
  }
  /** a server-sent events stream's URL: the token as `access_token` (EventSource cannot send headers) */
  streamUrl(path: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams(query);
    if (this.token) params.set('access_token', this.token);
    return `${this.base}${path}?${params.toString()}`;
  }
}

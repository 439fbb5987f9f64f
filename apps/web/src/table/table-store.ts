/**
 * The live table's store: the caller's snapshot (view + legalCommands at a revision), the live
 * stream's state, the log as this seat may see it, and what the last command answered. The view is
 * read once in the compact form; after that only its changes travel (issue 17): the live stream
 * brings them after each burst of events (`?view=changes`), and a re-read asks for the changes
 * since the revision held (`?since=R`), so a client following the stream never polls and never
 * reads the whole view again. A 409 (someone acted first) is refreshed quietly; a 422 is shown in
 * words with the rule it cites.
 */
import { rewoundRevisions } from '@captains-log/replay';
import { ApiError, type Api, type GameCommand, type GameSnapshot, type VisibleEvent } from '../api/client';
import { createStore, type Store } from '../app/store';
import { logWords } from '../components/log-words';
import { automaticPassFolds } from './log-folds';
import { HeldView, type ViewMessage } from './compact-view';
import { followGame } from './live';

export interface LogLine {
  readonly revision: number;
  readonly text: string;
  readonly rule?: string;
  readonly manual?: boolean;
  readonly dispute?: boolean;
  /** a judge's rewind took it out of effect (it stays in the record, struck through) */
  readonly rewound?: boolean;
}

export interface Notice {
  readonly kind: 'violation' | 'error';
  readonly text: string;
  readonly rule?: string;
}

export interface TableState {
  readonly snapshot: GameSnapshot | null;
  readonly loadError: string | null;
  readonly connection: 'connecting' | 'live' | 'reconnecting';
  readonly busy: boolean;
  readonly notice: Notice | null;
  readonly log: readonly LogLine[];
}

type TableAction =
  | { type: 'snapshot'; snapshot: GameSnapshot }
  | { type: 'load-failed'; message: string }
  | { type: 'connection'; state: TableState['connection'] }
  | { type: 'busy'; busy: boolean }
  | { type: 'notice'; notice: Notice | null }
  | { type: 'log'; lines: LogLine[] };

/** the log shows the latest lines; older events stay in the game's record and its replay */
const LOG_LINES = 200;

function reduce(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'snapshot':
      return state.snapshot && state.snapshot.revision > action.snapshot.revision ? state : { ...state, snapshot: action.snapshot, loadError: null };
    case 'load-failed':
      return { ...state, loadError: action.message };
    case 'connection':
      return state.connection === action.state ? state : { ...state, connection: action.state };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'notice':
      return { ...state, notice: action.notice };
    case 'log':
      return { ...state, log: action.lines };
  }
}

export class TableController {
  readonly store: Store<TableState, TableAction>;
  private stopLive: (() => void) | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  /** card titles by instance, remembered from every view seen (for the log's wording) */
  private readonly titles = new Map<string, string>();
  /** the events seen, by revision; the log is worded again whenever more cards become known */
  private readonly events = new Map<number, VisibleEvent>();
  /** the compact view held, at its revision */
  private held: HeldView | null = null;
  /** a re-read planned in case the live stream's view changes do not follow an event */
  private fallback: ReturnType<typeof setTimeout> | null = null;
  /** the latest event revision seen */
  private lastEvent = -1;

  constructor(
    private readonly api: Api,
    readonly gameId: string,
  ) {
    this.store = createStore<TableState, TableAction>({ snapshot: null, loadError: null, connection: 'connecting', busy: false, notice: null, log: [] }, reduce);
  }

  async start(): Promise<void> {
    try {
      this.held = new HeldView(await this.api.compactGame(this.gameId));
      this.accept(this.held.snapshot());
      const history = await this.api.events(this.gameId, Math.max(0, this.held.revision - LOG_LINES));
      this.remember(history.events);
      this.stopLive = followGame((after) => this.api.liveUrl(this.gameId, after, true), this.held.revision, {
        event: (e) => {
          this.remember([e]);
          // the view's changes follow the burst on the same stream; read them only if they do not come
          if (this.held && e.revision > this.held.revision && !this.fallback) {
            this.fallback = setTimeout(() => {
              this.fallback = null;
              if (this.held && this.held.revision < e.revision) void this.refresh();
            }, 3000);
          }
        },
        view: (message) => {
          if (!this.take(message)) void this.refresh();
        },
        state: (s) => {
          this.store.dispatch({ type: 'connection', state: s });
          if (s === 'live') void this.refresh();
        },
      });
    } catch (err) {
      this.store.dispatch({ type: 'load-failed', message: (err as Error).message });
    }
  }

  stop(): void {
    if (this.fallback) clearTimeout(this.fallback);
    this.fallback = null;
    this.stopLive?.();
    this.stopLive = null;
  }

  /** Re-read the view; concurrent calls share one read and at most one more after it. */
  refresh(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.readAgain = false;
          const held = this.held;
          if (!held) this.take(await this.api.compactGame(this.gameId));
          else if (!this.take(await this.api.gameSince(this.gameId, held.revision))) this.take(await this.api.compactGame(this.gameId));
        } while (this.readAgain);
      } catch (err) {
        this.store.dispatch({ type: 'notice', notice: { kind: 'error', text: `Could not refresh the table: ${(err as Error).message}` } });
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  async submit(command: GameCommand): Promise<boolean> {
    const snapshot = this.store.getState().snapshot;
    if (!snapshot || this.store.getState().busy) return false;
    const { actor: _actor, ...payload } = command as Record<string, unknown> & { type: string };
    this.store.dispatch({ type: 'busy', busy: true });
    this.store.dispatch({ type: 'notice', notice: null });
    try {
      const answer = await this.api.submit(this.gameId, snapshot.revision, payload as GameCommand, crypto.randomUUID());
      this.remember(answer.events);
      await this.refresh();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // someone acted first: show the table as it is now, quietly
        await this.refresh();
      } else if (err instanceof ApiError && err.status === 422) {
        this.store.dispatch({ type: 'notice', notice: { kind: 'violation', text: sentence(err.message), rule: err.rule } });
        await this.refresh();
      } else {
        this.store.dispatch({ type: 'notice', notice: { kind: 'error', text: sentence((err as Error).message) } });
      }
      return false;
    } finally {
      this.store.dispatch({ type: 'busy', busy: false });
    }
  }

  /** A view message (a compact view, or changes since a revision): false when it does not fit what is held. */
  private take(message: ViewMessage): boolean {
    if (!this.held) {
      if (message.form !== 'compact') return false;
      this.held = new HeldView(message);
    } else if (!this.held.apply(message)) return false;
    if (this.fallback && this.held.revision >= this.lastEvent) {
      clearTimeout(this.fallback);
      this.fallback = null;
    }
    const snapshot = this.held.snapshot(); // the same object while nothing changed
    if (snapshot !== this.store.getState().snapshot) this.accept(snapshot);
    return true;
  }

  private accept(snapshot: GameSnapshot): void {
    for (const zone of Object.values(snapshot.view.zones)) for (const c of zone) if (!('hidden' in c)) this.titles.set(c.iid, c.card.title);
    this.store.dispatch({ type: 'snapshot', snapshot });
    this.reword();
  }

  private remember(events: readonly VisibleEvent[]): void {
    for (const e of events) {
      this.events.set(e.revision, e);
      if (e.revision > this.lastEvent) this.lastEvent = e.revision;
    }
    this.reword();
  }

  /** The log's lines from the events seen, named with every card known by now. */
  private reword(): void {
    const { hidden, passed } = automaticPassFolds(this.events);
    const latest = [...this.events.keys()].filter((r) => !hidden.has(r)).sort((a, b) => a - b).slice(-LOG_LINES);
    const rewound = rewoundRevisions([...this.events.values()]);
    this.store.dispatch({
      type: 'log',
      lines: latest.map((r) => {
        const line = this.line(this.events.get(r)!, rewound.has(r));
        return passed.has(r) ? { ...line, text: `${line.text} — passed automatically` } : line;
      }),
    });
  }

  private line(e: VisibleEvent, rewound: boolean): LogLine {
    const snapshot = this.store.getState().snapshot;
    const names = snapshot?.view.names ?? {};
    const data: Record<string, unknown> = { ...e.data, type: e.type };
    // titles the event itself announces (cards revealed, seeds turned up)
    if (e.type === 'CardsAnnounced' && Array.isArray(data.cards)) for (const c of data.cards as { iid: string; title: string }[]) this.titles.set(c.iid, c.title);
    // a judge call or a rewind names the event it is about by its line (a player sees no event numbers)
    const earlier = (revision: number) => {
      const before = revision < e.revision ? this.events.get(revision) : undefined;
      return before ? this.line(before, false).text : null;
    };
    const text = logWords(data as Record<string, unknown> & { type: string }, snapshot?.view ?? { locations: {} }, names, (iid) => this.titles.get(iid) ?? null, earlier);
    return { revision: e.revision, text, ...(e.rule ? { rule: e.rule } : {}), ...(e.manual ? { manual: true } : {}), ...(e.type === 'ManualEffectDisputed' ? { dispute: true } : {}), ...(rewound ? { rewound: true } : {}) };
  }
}

function sentence(message: string): string {
  return message ? message.charAt(0).toUpperCase() + message.slice(1) : message;
}

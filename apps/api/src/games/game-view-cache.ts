import { Injectable } from '@nestjs/common';
import { compactCommands, compactForm, legalCommands, view, type Command, type CommandEntry, type CompactForm, type GameState, type PlayerView } from '@captains-log/engine';
import { viewerOf, type GameRole } from './game-access';
import { stateAt, type LoadedGame } from './game-streams';

/** One viewer's view of a game at one revision, and (at the game's current revision) what they may do. */
export interface CachedView {
  readonly revision: number;
  /** built at the game's current revision (with the legal commands) */
  readonly current: boolean;
  readonly view: PlayerView;
  readonly legalCommands: readonly Command[];
  compact(): CompactForm;
  compactCommands(): readonly CommandEntry[];
}

const GAMES = 300;
/** views kept per game (every viewer and revision together): the current ones and a few behind, for `since` */
const PER_GAME = 12;

/**
 * Views and legal commands per game, viewer and revision (issue 17): a view is built once per
 * revision however often it is read (players re-reading after every live event, computer seats,
 * spectators), and the views of a few past revisions stay for answering `since`. States come from
 * the command path's folded stream (current) or one fold of the log (past revisions).
 */
@Injectable()
export class GameViewCache {
  private readonly games = new Map<string, Map<string, CachedView>>();

  /** `role`'s view of `game` at `revision` (default: the current one); legal commands only when current. */
  get(game: LoadedGame, role: GameRole, revision: number = game.revision, state?: GameState): CachedView {
    const key = `${viewerKey(role)}@${revision}`;
    let entries = this.games.get(game.gameId);
    const found = entries?.get(key);
    // a view built for time travel has no commands; at the current revision they are needed
    if (found && (revision !== game.revision || found.current)) return touch(this.games, game.gameId, entries!, key, found);
    const built = build(game, role, revision, state ?? (revision === game.revision ? game.state : stateAt(game, revision)));
    if (!entries) entries = new Map();
    entries.set(key, built);
    while (entries.size > PER_GAME) entries.delete(entries.keys().next().value!);
    this.games.delete(game.gameId);
    this.games.set(game.gameId, entries);
    while (this.games.size > GAMES) this.games.delete(this.games.keys().next().value!);
    return built;
  }
}

function touch(games: Map<string, Map<string, CachedView>>, gameId: string, entries: Map<string, CachedView>, key: string, found: CachedView): CachedView {
  entries.delete(key);
  entries.set(key, found);
  games.delete(gameId);
  games.set(gameId, entries);
  return found;
}

function viewerKey(role: GameRole): string {
  return role.kind === 'player' ? role.seat : role.kind;
}

function build(game: LoadedGame, role: GameRole, revision: number, state: GameState): CachedView {
  const current = revision === game.revision;
  const commands = !current ? [] : role.kind === 'player' ? legalCommands(state, role.seat) : role.kind === 'director' ? legalCommands(state, 'director') : [];
  const built = view(state, viewerOf(role), { openAfterEnd: game.meta.settings.openAfterEnd });
  let compact: CompactForm | undefined;
  let entries: readonly CommandEntry[] | undefined;
  return {
    revision,
    current,
    view: built,
    legalCommands: commands,
    compact: () => (compact ??= compactForm(built)),
    compactCommands: () => (entries ??= compactCommands(commands)),
  };
}

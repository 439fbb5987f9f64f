/**
 * The table's copy of the caller's view in the api's compact form (issue 17): card definitions
 * travel once (`cards`), commands differing in one field travel as `{ oneOf: [...] }`, and after
 * the first read only what changed arrives (`GET /games/:id?since=R`, or the live stream's
 * `view-changes` messages). The page still works on a whole view and the whole command list: the
 * holder applies and inflates with the engine's wire functions (`@captains-log/engine/wire`, the
 * same code the api writes the forms with).
 */
import { applyViewChanges, expandCommands, inflateView, type CommandEntry, type CompactForm, type ViewChanges } from '@captains-log/engine/wire';
import type { GameCommand, GameSnapshot } from '../api/client';

type Header = Omit<GameSnapshot, 'view' | 'legalCommands'>;

/** GET /games/:id?form=compact */
export interface CompactSnapshot extends Header, CompactForm {
  readonly form: 'compact';
  readonly legalCommands: readonly CommandEntry[];
}

/** GET /games/:id?since=R, and the live stream's `view-changes` message */
export interface ViewChangesSnapshot extends Header, ViewChanges {
  readonly form: 'changes';
  readonly since: number;
  readonly legalCommands: readonly CommandEntry[];
}

export type ViewMessage = CompactSnapshot | ViewChangesSnapshot;

function headerOf(message: ViewMessage): Header {
  const { gameId, revision, you, players, tournament } = message;
  return { gameId, revision, you, players, tournament };
}

export class HeldView {
  private header: Header;
  private form: CompactForm;
  private commands: readonly CommandEntry[];
  private whole: GameSnapshot | null = null;

  constructor(first: CompactSnapshot) {
    this.header = headerOf(first);
    this.form = { view: first.view, cards: first.cards };
    this.commands = first.legalCommands;
  }

  get revision(): number {
    return this.header.revision;
  }

  /**
   * Take a message: a newer compact view replaces what is held; changes apply only to the revision
   * they were computed from (`false` otherwise: the caller then reads the changes since what it
   * holds). A message not newer than what is held changes nothing.
   */
  apply(message: ViewMessage): boolean {
    if (message.revision <= this.header.revision) return true;
    if (message.form === 'compact') this.form = { view: message.view, cards: { ...this.form.cards, ...message.cards } };
    else if (message.since !== this.header.revision) return false;
    else this.form = applyViewChanges(this.form, message);
    this.header = headerOf(message);
    this.commands = message.legalCommands;
    this.whole = null;
    return true;
  }

  /** The whole snapshot the page reads (the same object until a message changes it). */
  snapshot(): GameSnapshot {
    this.whole ??= { ...this.header, view: inflateView(this.form), legalCommands: expandCommands(this.commands) as GameCommand[] };
    return this.whole;
  }
}

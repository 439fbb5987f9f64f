/**
 * Reading a replay file: parse it into header, frames and checkpoints, and seek to any step by
 * starting from the nearest checkpoint at or before it and applying at most checkpointEvery-1
 * patches. This is the viewer's model (it runs in the browser as it is).
 */
import {
  READABLE_VERSIONS,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Board,
  type PatchOp,
  type ReplayFrame,
  type ReplayHeader,
  type ReplayLine,
  type ReplayTrailer,
} from './format';
import { applyPatch, clone } from './patch';

export class ReplayFormatError extends Error {
  constructor(
    message: string,
    /** 1-based line of the file */
    readonly line?: number,
  ) {
    super(line ? `line ${line}: ${message}` : message);
  }
}

export interface ParsedReplay {
  readonly header: ReplayHeader;
  readonly frames: readonly ReplayFrame[];
  /** step -> board */
  readonly checkpoints: ReadonlyMap<number, Board>;
  readonly trailer: ReplayTrailer | null;
  /** the raw lines (for verification) */
  readonly lines: readonly string[];
}

export function parseReplay(text: string): ParsedReplay {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) throw new ReplayFormatError('empty file');
  const parsed: ReplayLine[] = lines.map((line, i) => {
    try {
      return JSON.parse(line) as ReplayLine;
    } catch (err) {
      throw new ReplayFormatError(`not JSON (${(err as Error).message})`, i + 1);
    }
  });
  const header = parsed[0] as ReplayHeader;
  if (header?.kind !== 'header' || header.format !== REPLAY_FORMAT) throw new ReplayFormatError(`not a ${REPLAY_FORMAT} file`, 1);
  if (!READABLE_VERSIONS.includes(header.version)) {
    throw new ReplayFormatError(`version ${header.version} is not supported (this reader knows ${READABLE_VERSIONS.join(' and ')}; the newest is ${REPLAY_VERSION})`, 1);
  }
  const frames: ReplayFrame[] = [];
  const checkpoints = new Map<number, Board>();
  let trailer: ReplayTrailer | null = null;
  parsed.slice(1).forEach((line, i) => {
    if (trailer) throw new ReplayFormatError('content after the end line', i + 2);
    if (line.kind === 'frame') frames.push(line);
    else if (line.kind === 'checkpoint') checkpoints.set(line.step, line.board);
    else if (line.kind === 'end') trailer = line;
    else throw new ReplayFormatError(`unknown line kind ${(line as { kind?: unknown }).kind}`, i + 2);
  });
  if (!checkpoints.has(0) && frames.length) throw new ReplayFormatError('no checkpoint at step 0');
  return { header, frames, checkpoints, trailer, lines };
}

/** Seeks boards of a parsed replay; remembers the current board so stepping forward is one patch. */
export class ReplayModel {
  readonly header: ReplayHeader;
  readonly frames: readonly ReplayFrame[];
  private readonly checkpointSteps: number[];
  private current: { step: number; board: Board } | null = null;

  constructor(readonly replay: ParsedReplay) {
    this.header = replay.header;
    this.frames = replay.frames;
    this.checkpointSteps = [...replay.checkpoints.keys()].sort((a, b) => a - b);
  }

  static fromText(text: string): ReplayModel {
    return new ReplayModel(parseReplay(text));
  }

  get steps(): number {
    return this.frames.length;
  }

  /** The board after step `step` (0 … steps-1). The result must not be mutated. */
  boardAt(step: number): Board {
    if (!Number.isInteger(step) || step < 0 || step >= this.frames.length) throw new RangeError(`step ${step} is not in 0..${this.frames.length - 1}`);
    const cur = this.current;
    if (cur && cur.step === step) return cur.board;
    let from: number;
    let board: Board;
    const checkpoint = this.nearestCheckpoint(step);
    if (cur && cur.step < step && cur.step >= checkpoint) {
      from = cur.step;
      board = cur.board;
    } else {
      from = checkpoint;
      board = clone(this.replay.checkpoints.get(checkpoint)!);
    }
    for (let s = from + 1; s <= step; s++) board = applyPatch(board, this.frames[s]!.patch ?? []) as Board;
    this.current = { step, board };
    return board;
  }

  /** Patch operations of a step (what it changed). */
  changesAt(step: number): readonly PatchOp[] {
    return this.frames[step]?.patch ?? [];
  }

  /** First step of turn `turn` (or of the first turn after it); null when there is none. */
  stepOfTurn(turn: number): number | null {
    const found = this.header.turns.find((t) => t.turn >= turn);
    return found ? found.step : null;
  }

  /** First step of the turn after the one `step` is in. */
  nextTurnStep(step: number): number | null {
    return this.header.turns.find((t) => t.step > step)?.step ?? null;
  }

  /** First step of the turn `step` is in, or of the one before when `step` is that first step. */
  previousTurnStep(step: number): number | null {
    const earlier = this.header.turns.filter((t) => t.step < step);
    return earlier.length ? earlier[earlier.length - 1]!.step : step > 0 ? 0 : null;
  }

  private nearestCheckpoint(step: number): number {
    let lo = 0;
    let hi = this.checkpointSteps.length - 1;
    let best = this.checkpointSteps[0] ?? 0;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.checkpointSteps[mid]! <= step) {
        best = this.checkpointSteps[mid]!;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return best;
  }
}

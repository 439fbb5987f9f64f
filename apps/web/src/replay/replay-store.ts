/**
 * The replay's store: the open file (libs/replay's ReplayModel seeks boards from checkpoints and
 * patches), the step shown, the perspectives available and whether the file verified. The page
 * draws the same Board as the live table from `boardAt(step)`.
 */
import { ReplayModel, verifyReplay, type Perspective, type ReplayFrame, type SignatureCheck } from '@captains-log/replay';
import { createStore, type Store } from '../app/store';
import type { Changed } from '../components/Board';

export interface ReplayState {
  readonly model: ReplayModel | null;
  readonly step: number;
  readonly playing: boolean;
  readonly speed: number;
  /** perspective -> its text once loaded, or a URL to load it from */
  readonly sources: ReadonlyMap<Perspective, { readonly text?: string; readonly url?: string }>;
  readonly verified: { readonly state: 'checking' | 'ok' | 'bad' | 'unchecked'; readonly detail: string };
  readonly error: string | null;
}

type ReplayAction =
  | { type: 'opened'; model: ReplayModel; step: number; sources: ReplayState['sources'] }
  | { type: 'step'; step: number }
  | { type: 'playing'; playing: boolean }
  | { type: 'speed'; speed: number }
  | { type: 'verified'; verified: ReplayState['verified'] }
  | { type: 'error'; error: string | null };

export function createReplayStore(): Store<ReplayState, ReplayAction> {
  return createStore<ReplayState, ReplayAction>(
    { model: null, step: 0, playing: false, speed: 1, sources: new Map(), verified: { state: 'unchecked', detail: '' }, error: null },
    (state, action) => {
      switch (action.type) {
        case 'opened':
          return { ...state, model: action.model, step: action.step, sources: action.sources, error: null, verified: { state: 'checking', detail: '' } };
        case 'step': {
          if (!state.model) return state;
          const step = Math.max(0, Math.min(state.model.steps - 1, action.step));
          return step === state.step ? state : { ...state, step };
        }
        case 'playing':
          return { ...state, playing: action.playing };
        case 'speed':
          return { ...state, speed: action.speed };
        case 'verified':
          return { ...state, verified: action.verified };
        case 'error':
          return { ...state, error: action.error };
      }
    },
  );
}

/** Ed25519 in the browser (Web Crypto). */
export const webCryptoCheck: SignatureCheck = async (raw, message, signature) => {
  const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', bytes(raw), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, bytes(signature), new TextEncoder().encode(message));
};

export async function verifyText(text: string): Promise<ReplayState['verified']> {
  try {
    const result = await verifyReplay(text, webCryptoCheck);
    return result.ok
      ? { state: 'ok', detail: `hash chain and signatures hold (key ${result.keyId}; compare with /keys/replay)` }
      : { state: 'bad', detail: result.problems.join('; ') };
  } catch (err) {
    return { state: 'unchecked', detail: `this browser cannot check Ed25519 signatures (${(err as Error).message})` };
  }
}

/** What a step changed, for highlighting. */
export function changedOf(frame: ReplayFrame | undefined): Changed {
  const zones = new Set<string>();
  let score = false;
  for (const op of frame?.patch ?? []) {
    if (op[1][0] === 'zones' && typeof op[1][1] === 'string') zones.add(op[1][1]);
    if (op[1][0] === 'zones' && op[1].length === 1 && op[0] === 's') for (const z of Object.keys(op[2] as object)) zones.add(z);
    if (op[1][0] === 'score') score = true;
  }
  return { zones, cards: new Set(frame?.cards ?? []), score };
}

export function perspectiveLabel(p: Perspective, players: readonly { seat: string; name: string }[]): string {
  if (p === 'full') return 'Full record';
  if (p === 'public') return 'Spectators';
  return `${players.find((x) => x.seat === p)?.name ?? p} (seat ${p})`;
}

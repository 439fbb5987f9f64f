/**
 * The judges' endpoints (issue 13; docs/judges.md), on the app's api client: call a judge, the
 * judge's view at a revision, the difference between two revisions in words, take a call, pause
 * and resume, rule, and the open calls of the games the caller judges.
 */
import type { GameEvent, JudgeCall, JudgeState, PlayerId, PlayerView } from '@captains-log/engine';
import type { Api } from './client';

export interface JudgeLogEntry {
  readonly revision: number;
  readonly type: string;
  readonly data: GameEvent & Record<string, unknown>;
  readonly command: Record<string, unknown> | null;
  readonly sender: string | null;
  readonly senderName: string | null;
  readonly at: string;
  readonly rule: string | null;
  readonly rewound: boolean;
  readonly ruling: string | null;
}

export interface JudgeView {
  readonly gameId: string;
  readonly revision: number;
  readonly head: number;
  readonly players: readonly {
    readonly seat: PlayerId;
    readonly handle: string;
    readonly name: string;
  }[];
  readonly tournament: { readonly id: string; readonly round: number } | null;
  readonly view: PlayerView;
  readonly seed: string;
  readonly calls: readonly JudgeCall[];
  readonly judge: JudgeState;
  readonly log: readonly JudgeLogEntry[];
  readonly verify: {
    readonly ok: boolean;
    readonly events?: number;
    readonly seal: {
      readonly sealed: boolean;
      readonly ok: boolean | null;
      readonly problems: readonly string[];
    };
  };
  readonly revalidation: {
    readonly consistent: boolean;
    readonly checked: number;
    readonly divergence: { readonly revision: number } | null;
    readonly recordedRulesVersion: string;
    readonly currentRulesVersion: string;
    readonly rulesChanged: boolean;
  };
}

export type RemedyInput =
  | { readonly kind: 'none' }
  | { readonly kind: 'rewind'; readonly to: number }
  | {
      readonly kind: 'penalty';
      readonly player: PlayerId;
      readonly penalty: 'caution' | 'warning' | 'game-loss' | 'disqualification';
    }
  | { readonly kind: 'resolve-dispute'; readonly effect: string; readonly apply: boolean }
  | { readonly kind: 'correct'; readonly primitives: readonly Record<string, unknown>[] };

export interface RulingInput {
  readonly call?: string;
  readonly decision: string;
  readonly rule: string;
  readonly remedy: RemedyInput;
}

export interface OpenCall {
  readonly gameId: string;
  readonly tournament: { readonly id: string; readonly round: number } | null;
  readonly players: readonly {
    readonly seat: string;
    readonly handle: string;
    readonly name: string;
  }[];
  readonly call: JudgeCall;
}

export const judges = (api: Api) => ({
  call: (gameId: string, text: string, revision?: number) =>
    api.request<{ revision: number }>('POST', `/games/${gameId}/judge-calls`, {
      text,
      ...(revision !== undefined ? { revision } : {}),
    }),
  view: (gameId: string, at?: number) =>
    api.request<JudgeView>('GET', `/games/${gameId}/judge${at !== undefined ? `?at=${at}` : ''}`),
  diff: (gameId: string, from: number, to: number) =>
    api.request<{ changes: string[] }>('GET', `/games/${gameId}/diff?from=${from}&to=${to}`),
  take: (gameId: string, call: string) =>
    api.request('POST', `/games/${gameId}/judge-calls/${encodeURIComponent(call)}/take`, {}),
  pause: (gameId: string, reason: string) =>
    api.request('POST', `/games/${gameId}/pause`, { reason }),
  resume: (gameId: string) => api.request('POST', `/games/${gameId}/resume`, {}),
  rule: (gameId: string, ruling: RulingInput) =>
    api.request<{ events: { type: string }[] }>('POST', `/games/${gameId}/rulings`, ruling),
  open: () => api.request<OpenCall[]>('GET', '/judge-calls'),
  /** the judges' live stream: a `judge-event` for each judge fact of a game the caller judges */
  liveUrl: () => api.streamUrl('/judge-calls/live'),
});

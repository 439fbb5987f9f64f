/**
 * Challenges (the lobby): one player challenges another by handle, or opens a seat anyone may take,
 * with a deck and the game's settings; the challenged player (anyone but the challenger, for an
 * open seat) accepts with their deck, which creates the game; the named player may decline; the
 * challenger may withdraw while it is open. A pure decider over the `challenge-<id>` stream's
 * facts, in the shape of libs/tournament's: decide(state, command) → events, evolve(state, event).
 */

export const CHALLENGE_RULE = 'platform rule › challenges';
export const challengeStream = (challengeId: string) => `challenge-${challengeId}`;
export const CHALLENGE_STREAM_PREFIX = 'challenge-';

export interface ChallengePlayer {
  accountId: string;
  handle: string;
  name: string;
}

/** The list a player brings: its text, and which saved deck it came from (when one). */
export interface ChallengeDeck {
  text: string;
  savedDeckId?: string;
  name?: string;
}

export interface ChallengeSettings {
  /** open the full record to players and spectators after the end */
  openAfterEnd: boolean;
  /** let anyone signed in watch the public view */
  spectators: boolean;
}

export type ChallengeStatus = 'open' | 'accepted' | 'declined' | 'withdrawn';

export type ChallengeEvent =
  | {
      type: 'ChallengeIssued';
      challengeId: string;
      challenger: ChallengePlayer;
      /** null: an open seat anyone may take */
      opponent: ChallengePlayer | null;
      deck: ChallengeDeck;
      settings: ChallengeSettings;
      at: string;
    }
  | { type: 'ChallengeAccepted'; by: ChallengePlayer; deck: ChallengeDeck; gameId: string; at: string }
  | { type: 'ChallengeDeclined'; by: ChallengePlayer; reason?: string; at: string }
  | { type: 'ChallengeWithdrawn'; by: ChallengePlayer; at: string };

export type ChallengeCommand =
  | Omit<Extract<ChallengeEvent, { type: 'ChallengeIssued' }>, 'type'> & { type: 'IssueChallenge' }
  | { type: 'AcceptChallenge'; by: ChallengePlayer; deck: ChallengeDeck; gameId: string; at: string }
  | { type: 'DeclineChallenge'; by: ChallengePlayer; reason?: string; at: string }
  | { type: 'WithdrawChallenge'; by: ChallengePlayer; at: string };

export interface Challenge {
  challengeId: string;
  status: ChallengeStatus;
  challenger: ChallengePlayer;
  opponent: ChallengePlayer | null;
  challengerDeck: ChallengeDeck;
  settings: ChallengeSettings;
  issuedAt: string;
  acceptedBy: ChallengePlayer | null;
  acceptorDeck: ChallengeDeck | null;
  gameId: string | null;
  /** who declined or withdrew, when, and why */
  closedBy: ChallengePlayer | null;
  closedAt: string | null;
  reason: string | null;
}

/** null until the challenge is issued. */
export type ChallengeState = Challenge | null;

/** A refusal: 403 (not yours to answer), 409 (no longer open) or 422 (the lobby's rules refuse it). */
export class ChallengeRefused extends Error {
  constructor(
    readonly status: 403 | 409 | 422,
    readonly code: string,
    message: string,
    readonly rule = CHALLENGE_RULE,
  ) {
    super(message);
    this.name = 'ChallengeRefused';
  }
}

const refuse = (status: 403 | 409 | 422, code: string, message: string): never => {
  throw new ChallengeRefused(status, code, message);
};

function requireOpen(state: ChallengeState): Challenge {
  if (!state) return refuse(422, 'NO_CHALLENGE', 'there is no such challenge');
  if (state.status !== 'open') {
    const by = state.status === 'accepted' ? state.acceptedBy : state.closedBy;
    return refuse(409, 'CHALLENGE_CLOSED', `the challenge was ${state.status}${by ? ` by ${by.handle}` : ''}`);
  }
  return state;
}

export function decideChallenge(state: ChallengeState, command: ChallengeCommand): ChallengeEvent[] {
  switch (command.type) {
    case 'IssueChallenge': {
      if (state) refuse(409, 'CHALLENGE_EXISTS', 'this challenge was issued already');
      if (command.opponent?.accountId === command.challenger.accountId) refuse(422, 'SELF_CHALLENGE', 'you cannot challenge yourself');
      const { type: _type, ...issued } = command;
      return [{ type: 'ChallengeIssued', ...issued }];
    }
    case 'AcceptChallenge': {
      const open = requireOpen(state);
      if (command.by.accountId === open.challenger.accountId) refuse(422, 'OWN_CHALLENGE', 'you cannot accept your own challenge');
      if (open.opponent && open.opponent.accountId !== command.by.accountId) {
        refuse(403, 'NOT_CHALLENGED', `the challenge is for ${open.opponent.handle}`);
      }
      return [{ type: 'ChallengeAccepted', by: command.by, deck: command.deck, gameId: command.gameId, at: command.at }];
    }
    case 'DeclineChallenge': {
      const open = requireOpen(state);
      if (!open.opponent) refuse(422, 'OPEN_SEAT', 'an open seat is not declined; its challenger withdraws it');
      if (open.opponent!.accountId !== command.by.accountId) refuse(403, 'NOT_CHALLENGED', `the challenge is for ${open.opponent!.handle}`);
      return [{ type: 'ChallengeDeclined', by: command.by, ...(command.reason ? { reason: command.reason } : {}), at: command.at }];
    }
    case 'WithdrawChallenge': {
      const open = requireOpen(state);
      if (open.challenger.accountId !== command.by.accountId) refuse(403, 'NOT_CHALLENGER', 'only the challenger withdraws a challenge');
      return [{ type: 'ChallengeWithdrawn', by: command.by, at: command.at }];
    }
  }
}

/** Applies one fact; pure and total (decide checked the rules). */
export function evolveChallenge(state: ChallengeState, event: ChallengeEvent): ChallengeState {
  switch (event.type) {
    case 'ChallengeIssued':
      return {
        challengeId: event.challengeId,
        status: 'open',
        challenger: event.challenger,
        opponent: event.opponent,
        challengerDeck: event.deck,
        settings: event.settings,
        issuedAt: event.at,
        acceptedBy: null,
        acceptorDeck: null,
        gameId: null,
        closedBy: null,
        closedAt: null,
        reason: null,
      };
    case 'ChallengeAccepted':
      return state && { ...state, status: 'accepted', acceptedBy: event.by, acceptorDeck: event.deck, gameId: event.gameId, closedAt: event.at };
    case 'ChallengeDeclined':
      return state && { ...state, status: 'declined', closedBy: event.by, closedAt: event.at, reason: event.reason ?? null };
    case 'ChallengeWithdrawn':
      return state && { ...state, status: 'withdrawn', closedBy: event.by, closedAt: event.at };
  }
}

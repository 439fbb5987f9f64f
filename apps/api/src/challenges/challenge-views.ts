import type { ChallengeView } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import type { Challenge, ChallengeDeck, ChallengePlayer, ChallengeSettings } from './challenge-rules';

const person = (p: { handle: string; name: string } | null) => (p ? { handle: p.handle, name: p.name } : null);

function yourDeck(deck: ChallengeDeck | null): ChallengeView['yourDeck'] {
  if (!deck || (!deck.savedDeckId && !deck.name)) return undefined;
  return { ...(deck.savedDeckId ? { savedDeckId: deck.savedDeckId } : {}), ...(deck.name ? { name: deck.name } : {}) };
}

/** The caller's part in a challenge. */
export function partOf(c: { challenger: { accountId: string }; opponent: { accountId: string } | null; acceptedBy: { accountId: string } | null; status: string }, accountId: string): ChallengeView['you'] {
  if (c.challenger.accountId === accountId) return 'challenger';
  if (c.acceptedBy?.accountId === accountId) return 'acceptor';
  if (c.opponent?.accountId === accountId) return 'challenged';
  if (!c.opponent && c.status === 'open') return 'may-take-seat';
  return 'onlooker';
}

/** A challenge from its stream, as the caller may see it (never a deck list). */
export function challengeView(c: Challenge, caller: AuthenticatedAccount): ChallengeView {
  const you = partOf(c, caller.id);
  const deck = you === 'challenger' ? yourDeck(c.challengerDeck) : you === 'acceptor' ? yourDeck(c.acceptorDeck) : undefined;
  return {
    id: c.challengeId,
    status: c.status,
    challenger: person(c.challenger)!,
    opponent: person(c.opponent),
    settings: c.settings,
    acceptedBy: person(c.acceptedBy),
    gameId: c.gameId,
    reason: c.reason,
    createdAt: c.issuedAt,
    closedAt: c.closedAt,
    you,
    ...(deck ? { yourDeck: deck } : {}),
  };
}

/** A row of the challenges read model, as the caller may see it. */
export function challengeRowView(
  row: {
    id: string;
    status: string;
    challengerId: string;
    challengerHandle: string;
    challengerName: string;
    challengerDeckName: string | null;
    opponentId: string | null;
    opponentHandle: string | null;
    opponentName: string | null;
    acceptedById: string | null;
    acceptedByHandle: string | null;
    acceptedByName: string | null;
    gameId: string | null;
    settings: unknown;
    reason: string | null;
    createdAt: Date;
    closedAt: Date | null;
  },
  caller: AuthenticatedAccount,
): ChallengeView {
  const player = (accountId: string | null, handle: string | null, name: string | null): ChallengePlayer | null =>
    accountId ? { accountId, handle: handle ?? '', name: name ?? '' } : null;
  const challenger = player(row.challengerId, row.challengerHandle, row.challengerName)!;
  const opponent = player(row.opponentId, row.opponentHandle, row.opponentName);
  const acceptedBy = player(row.acceptedById, row.acceptedByHandle, row.acceptedByName);
  const you = partOf({ challenger, opponent, acceptedBy, status: row.status }, caller.id);
  return {
    id: row.id,
    status: row.status as ChallengeView['status'],
    challenger: person(challenger)!,
    opponent: person(opponent),
    settings: row.settings as ChallengeSettings,
    acceptedBy: person(acceptedBy),
    gameId: row.gameId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    you,
    ...(you === 'challenger' && row.challengerDeckName ? { yourDeck: { name: row.challengerDeckName } } : {}),
  };
}

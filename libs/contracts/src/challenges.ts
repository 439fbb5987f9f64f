import { z } from 'zod';
import { Handle } from './accounts';
import { deckChoiceFields, DeckChoice, ONE_DECK, oneDeck } from './decks';

/**
 * The lobby's challenges: challenge a handle (or open a seat anyone may take) with a deck and the
 * game's settings; the other player accepts with theirs, which creates the game.
 */

export const GameSettingsInput = z
  .object({
    /** open the full record (hands, decks, seeds) to players and spectators after the end; default true */
    openAfterEnd: z.boolean().optional(),
    /** let anyone signed in watch the public view; default true */
    spectators: z.boolean().optional(),
  })
  .strict();

export const IssueChallengeRequest = z
  .object({
    /** the handle of the player you challenge; leave it out to open a seat anyone may take */
    opponent: Handle.optional(),
    ...deckChoiceFields,
    settings: GameSettingsInput.optional(),
  })
  .strict()
  .refine(oneDeck, ONE_DECK);
export type IssueChallengeRequest = z.infer<typeof IssueChallengeRequest>;

/** Accept with one of your saved decks (deckId) or a pasted list (deck). */
export const AcceptChallengeRequest = DeckChoice;
export type AcceptChallengeRequest = z.infer<typeof AcceptChallengeRequest>;

export const DeclineChallengeRequest = z.object({ reason: z.string().trim().min(1).max(500).optional() }).strict();
export type DeclineChallengeRequest = z.infer<typeof DeclineChallengeRequest>;

export const ChallengeIdParams = z.object({ id: z.uuid('a challenge id is a UUID') }).strict();

export const ChallengeStatus = z.enum(['open', 'accepted', 'declined', 'withdrawn']);
export const ChallengeListQuery = z.object({ status: z.union([ChallengeStatus, z.literal('any')]).default('open') }).strict();

const Person = z.object({ handle: z.string(), name: z.string() });

export const ChallengeView = z.object({
  id: z.string(),
  status: ChallengeStatus,
  challenger: Person,
  /** null: an open seat anyone may take */
  opponent: Person.nullable(),
  settings: z.object({ openAfterEnd: z.boolean(), spectators: z.boolean() }),
  acceptedBy: Person.nullable(),
  /** the game an accepted challenge became */
  gameId: z.string().nullable(),
  /** why it was declined */
  reason: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** your part in it */
  you: z.enum(['challenger', 'challenged', 'acceptor', 'may-take-seat', 'onlooker']),
  /** the saved deck you brought, when you brought one (deck lists are never shown to the other player) */
  yourDeck: z.object({ savedDeckId: z.string().optional(), name: z.string().optional() }).optional(),
});
export type ChallengeView = z.infer<typeof ChallengeView>;

export const ChallengeLists = z.object({
  /** challenges you issued */
  mine: z.array(ChallengeView),
  /** challenges to you by handle */
  toMe: z.array(ChallengeView),
  /** other players' open seats you may take */
  openSeats: z.array(ChallengeView),
});

export const AcceptChallengeResponse = z.object({ challenge: ChallengeView, gameId: z.string(), gameRevision: z.number().int() });

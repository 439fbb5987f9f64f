import { z } from 'zod';

/**
 * Saved decks (the web app's deck builder) and where a game, challenge or registration takes its
 * deck from: a saved deck of the caller's (`deckId`) or a pasted list (`deck`), never both.
 */

/** A deck list as players trade them: plain text, LackeyCCG .dek XML or the trekcc.org text export. */
export const DeckText = z.string().min(1, 'the deck list is empty').max(200_000);
export const DeckName = z.string().trim().min(1, 'a deck needs a name').max(80);
/** modern: 1E OTF construction rules and the card list's Modern legality; open: the same rules, every card allowed */
export const DeckRules = z.enum(['modern', 'open']);

export const SaveDeckRequest = z
  .object({
    name: DeckName,
    deck: DeckText,
    /** default modern */
    format: DeckRules.optional(),
  })
  .strict();
export type SaveDeckRequest = z.infer<typeof SaveDeckRequest>;

/** Rename, replace the list, or change the rules it is checked against (any of them). */
export const UpdateDeckRequest = z
  .object({ name: DeckName.optional(), deck: DeckText.optional(), format: DeckRules.optional() })
  .strict()
  .refine((r) => r.name !== undefined || r.deck !== undefined || r.format !== undefined, {
    message: 'send at least one of name, deck, format',
  });
export type UpdateDeckRequest = z.infer<typeof UpdateDeckRequest>;

export const DeckIdParams = z.object({ id: z.uuid('a deck id is a UUID') }).strict();

/** Where a deck for a game comes from: one of your saved decks, or a pasted list (exactly one). */
export const deckChoiceFields = {
  /** one of your saved decks */
  deckId: z.uuid('a deck id is a UUID').optional(),
  /** a deck list pasted as text (plain, .dek XML or trekcc.org export) */
  deck: DeckText.optional(),
};
export const oneDeck = (r: { deckId?: string; deck?: string }) => (r.deckId === undefined) !== (r.deck === undefined);
export const ONE_DECK = { message: 'send either deckId (one of your saved decks) or deck (a list), not both', path: ['deck'] };

export const DeckChoice = z.object(deckChoiceFields).strict().refine(oneDeck, ONE_DECK);
export type DeckChoice = z.infer<typeof DeckChoice>;

export const SavedDeckSummary = z.object({
  id: z.string(),
  name: z.string(),
  format: DeckRules,
  /** as checked when last saved */
  valid: z.boolean(),
  problemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedDeckSummary = z.infer<typeof SavedDeckSummary>;


export const SavedDeckList = z.object({ decks: z.array(SavedDeckSummary) });

/** A saved deck with its list and its check, as POST /decks/validate answers it. */
export const SavedDeckDetail = SavedDeckSummary.extend({
  text: z.string(),
  validation: z
    .object({ valid: z.boolean(), problems: z.array(z.unknown()), listErrors: z.array(z.unknown()) })
    .catchall(z.unknown())
    .describe('problems carry code, message, rule and the lines at fault; listErrors code, rule, line and suggestions'),
});

import { z } from 'zod';
import { deckChoiceFields, ONE_DECK, oneDeck } from './decks';

/** How well the computer plays: random legal moves, a greedy plan, or a plan that plays attempts out first. */
export const BotLevel = z.enum(['random', 'greedy', 'lookahead']);

/** Play against the computer: your deck (saved or pasted), its level and deck (a built-in starter deck by name). */
export const StartComputerGameRequest = z
  .object({
    ...deckChoiceFields,
    /** default lookahead (the strongest) */
    level: BotLevel.optional(),
    /** the name of a built-in starter deck (GET /decks/starter); default: one other than yours */
    computerDeck: z.string().min(1).max(100).optional(),
    settings: z
      .object({ openAfterEnd: z.boolean().optional(), spectators: z.boolean().optional() })
      .strict()
      .optional(),
  })
  .strict()
  .refine(oneDeck, ONE_DECK);
export type StartComputerGameRequest = z.infer<typeof StartComputerGameRequest>;

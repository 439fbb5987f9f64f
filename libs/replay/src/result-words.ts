/**
 * A game's result in words, for the event list, the table's banner and the games lists (one wording everywhere).
 * Result types as tournaments name them (full win, modified win, tie); the reasons from libs/engine EndReason;
 * 1E rulebook › WINNING THE GAME. A concession or a game loss gives the winner an official 100–0 whatever the
 * table showed: both scores are said when they differ.
 */
export const RESULT_TYPES: Readonly<Record<string, string>> = { 'full-win': 'full win', 'modified-win': 'modified win', draw: 'tie' };
export const END_REASONS: Readonly<Record<string, string>> = {
  victory: 'the win condition met',
  'simultaneous-victory': 'both met the win condition together',
  'decks-empty': 'the draw decks ran out',
  concession: 'by concession',
  'time-called': 'time was called',
  'game-loss': 'a game loss',
  disqualification: 'a disqualification',
};

export interface ResultLike {
  readonly winner: string | null;
  readonly type: string;
  readonly reason: string;
  readonly score: Readonly<Record<string, number>>;
  readonly officialScore?: Readonly<Record<string, number>>;
}

const spoken = (code: string) => code.replace(/-/g, ' ');

/** Both scores, each with its player's name ("Kirk 40, Kor 0"): a bare "40–0" after "Kor wins" reads as Kor's 40. */
export function scoreWords(score: Readonly<Record<string, number>>, name: (seat: string) => string): string {
  return `${name('p1')} ${score.p1 ?? 0}, ${name('p2')} ${score.p2 ?? 0}`;
}

/** "Kor wins (full win; by concession): Kirk 40, Kor 0 — officially Kirk 0, Kor 100". */
export function resultWords(result: ResultLike, name: (seat: string) => string): string {
  const who = result.winner ? `${name(result.winner)} wins` : 'No winner';
  const official = result.officialScore;
  const differs = official && (official.p1 !== result.score.p1 || official.p2 !== result.score.p2);
  return (
    `${who} (${RESULT_TYPES[result.type] ?? spoken(result.type)}; ${END_REASONS[result.reason] ?? spoken(result.reason)}): ` +
    `${scoreWords(result.score, name)}${differs ? ` — officially ${scoreWords(official, name)}` : ''}`
  );
}

/** The "Why can't …?" button of a selected card with no move, and the engine's answer with its rule (table/why-not.ts). */
import { useState } from 'react';
import { api } from '../app/session';
import type { WhyNotQuestion } from './why-not';

export function WhyNot({ gameId, question }: { gameId: string; question: WhyNotQuestion }) {
  const [answer, setAnswer] = useState<{ text: string; rule: string | null } | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    try {
      const found = await api().checkCommand(gameId, question.command);
      setAnswer(
        found.problem
          ? { text: `Not now: ${found.problem.message.replace(/\.?$/, '.')}`, rule: found.problem.rule }
          : { text: 'The rules allow it now: select the card again to see its moves.', rule: null },
      );
    } catch (err) {
      setAnswer({ text: `Could not ask: ${(err as Error).message}`, rule: null });
    } finally {
      setAsking(false);
    }
  };
  return (
    <div className="why-not">
      {answer ? (
        <p role="status" data-why-not="answer">
          {answer.text}
          {answer.rule ? <span className="rule"> Rule: {answer.rule}</span> : null}
        </p>
      ) : (
        <button type="button" className="link" disabled={asking} onClick={() => void ask()}>
          {question.label}
        </button>
      )}
    </div>
  );
}

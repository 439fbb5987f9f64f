/**
 * "Call a judge" at the table (issue 13): a player says in a short text what the judge should
 * look at, optionally pointing at an event of the log (picked from the log's latest lines, in the
 * words the table shows: a player does not see event numbers); the call is a JudgeCalled fact in
 * the game's log and the game goes on unless the director pauses it.
 */
import { useState } from 'react';
import { ApiError } from '../api/client';
import { judges } from '../api/judges';
import { api } from '../app/session';
import { Dialog } from '../components/Dialog';
import type { LogLine } from './table-store';

/** how many of the log's latest lines the call may point at */
const POINTABLE = 40;

export function CallJudgeButton({
  gameId,
  log,
  calls,
}: {
  gameId: string;
  /** the table's log, oldest first */
  log: readonly LogLine[];
  /** the game's judge calls (view.judge.calls) */
  calls: readonly { readonly state: string }[];
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = async () => {
    setError(null);
    try {
      await judges(api()).call(gameId, text, at === '' ? undefined : Number(at));
      setSent(true);
      setOpen(false);
      setText('');
      setAt('');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <>
      <button type="button" data-command="CallJudge" onClick={() => setOpen(true)}>
        Call a judge…
      </button>
      {sent || calls.length > 0 ? (
        <p className="hint" role="status">
          {openCalls(calls) > 0 || calls.length === 0
            ? `A judge has been called (${count(Math.max(openCalls(calls), 1), 'open call')}).`
            : `${count(calls.length, 'judge call')} in this game, ruled.`}
        </p>
      ) : null}
      {open ? (
        <Dialog title="Call a judge" onClose={() => setOpen(false)}>
          <form
            className="call-judge"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <label>
              What should the judge look at?
              <textarea
                name="text"
                required
                maxLength={500}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </label>
            <label>
              What is it about? (optional)
              <select name="revision" value={at} onChange={(e) => setAt(e.target.value)}>
                <option value="">Nothing in particular</option>
                {log
                  .slice(-POINTABLE)
                  .reverse()
                  .map((l) => (
                    <option key={l.revision} value={String(l.revision)}>
                      {l.rewound ? '(rewound) ' : ''}
                      {l.text}
                    </option>
                  ))}
              </select>
            </label>
            {error ? (
              <p className="notice error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="row">
              <button type="submit" className="primary">
                Call
              </button>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

const openCalls = (calls: readonly { readonly state: string }[]) => calls.filter((c) => c.state !== 'ruled').length;
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * One deck: paste or upload a list (plain text, LackeyCCG .dek XML, trekcc.org export), checked by
 * POST /decks/validate as you type; the list is shown line by line with every problem beside the
 * line it concerns and its rule reference (problems of the whole deck above). Save under a name,
 * rename, change the rules it is checked against, delete. `/my-decks/new?starter=N` starts from a
 * starter deck. Or build it: find cards and add them (decks/CardAdder.tsx), a copy more or fewer on each card's line
 * of the check (decks/deck-edits.ts), on a plain-text list.
 */
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import type { DeckCheck, DeckRules } from '../api/client';
import { starterDecks } from '../api/starter-decks';
import { api } from '../app/session';
import { Link, navigate, useLeaveWarning, useLocation, type Params } from '../app/router';
import { usePageTitle } from '../app/layout';
import { Problem, useAction } from '../components/common';
import { problemsByLine, type LineProblem } from '../decks/deck-lines';
import { addCopy, changeCopies, entryAt, plainTextList, sectionOf } from '../decks/deck-edits';
import { CardAdder } from '../decks/CardAdder';

const LIST_FORMATS: Record<string, string> = {
  text: 'plain text',
  dek: 'LackeyCCG .dek',
  trekcc: 'trekcc.org export',
};

export function DeckEditorPage({ params }: { params: Params }) {
  const isNew = params.id === 'new';
  const { search } = useLocation();
  const [name, setName] = useState('');
  const [format, setFormat] = useState<DeckRules>('modern');
  const [text, setText] = useState('');
  const [check, setCheck] = useState<DeckCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const load = useAction();
  // the fields wait for the saved deck (or the starter deck) to arrive, so nothing typed is overwritten
  const [ready, setReady] = useState(() => isNew && !new URLSearchParams(search).has('starter'));
  const action = useAction();
  usePageTitle(isNew ? 'New deck' : name || 'Deck');
  // what was last saved (or started from): leaving with anything else asks first
  const [kept, setKept] = useState({ name: '', format: 'modern' as DeckRules, text: '' });
  const unsaved = ready && (name !== kept.name || format !== kept.format || text !== kept.text);
  useLeaveWarning(unsaved ? `Leave “${name.trim() || 'this deck'}” without saving? The changes to it will be lost.` : null);

  useEffect(() => {
    if (isNew) {
      const starter = new URLSearchParams(search).get('starter');
      if (starter !== null)
        void load
          .run(async () => {
            const d = (await starterDecks())[Number(starter)];
            if (d) {
              setName(`My ${d.name}`);
              setText(d.text);
              setKept({ name: `My ${d.name}`, format: 'modern', text: d.text });
            }
          })
          .finally(() => setReady(true));
      return;
    }
    void load
      .run(async () => {
        const d = await api().deck(params.id!);
        setName(d.name);
        setFormat(d.format);
        setText(d.text);
        setKept({ name: d.name, format: d.format, text: d.text });
        setCheck(d.validation);
        if (new URLSearchParams(search).has('saved')) setSaved(`Saved “${d.name}”.`);
      })
      .finally(() => setReady(true));
  }, [params.id]);

  // the list is checked a moment after each change
  useEffect(() => {
    if (!text.trim()) {
      setCheck(null);
      return;
    }
    let live = true;
    setChecking(true);
    const timer = setTimeout(() => {
      api()
        .validateDeck(text, format)
        .then(
          (c) => live && setCheck(c),
          () => undefined,
        )
        .finally(() => live && setChecking(false));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, format]);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setText(await file.text());
    if (!name) setName(file.name.replace(/\.[^.]+$/, ''));
  };
  const save = () =>
    void action.run(async () => {
      setSaved(null);
      if (isNew) {
        // the saved deck's own page says so (?saved)
        const d = await api().saveDeck(name, text, format);
        setKept({ name, format, text });
        navigate(`/my-decks/${d.id}?saved`, { replace: true });
        return;
      }
      const d = await api().updateDeck(params.id!, { name, deck: text, format });
      setKept({ name, format, text });
      setCheck(d.validation);
      setSaved(`Saved “${d.name}”.`);
    });
  const remove = () => {
    if (!window.confirm(`Delete the deck “${name}”?`)) return;
    void action.run(async () => {
      await api().deleteDeck(params.id!);
      setReady(false);
      navigate('/my-decks');
    });
  };

  const byLine = useMemo(
    () => (check ? problemsByLine(check) : new Map<number, LineProblem[]>()),
    [check],
  );
  const lines = text.split('\n');
  const whole = byLine.get(0) ?? [];
  // the builder edits plain-text lines; a .dek or trekcc.org list is read, not rewritten
  const notText =
    text.trim() && check?.listFormat && check.listFormat !== 'text'
      ? `Cards are added to a plain-text list; this one is read as ${LIST_FORMATS[check.listFormat] ?? check.listFormat}.`
      : null;
  const copies = (line: number, delta: number) => setText((t) => changeCopies(t, line, delta));
  return (
    <div
      className="deck-editor"
      data-checking={checking ? 'true' : 'false'}
      data-valid={check ? String(check.valid) : ''}
    >
      <p>
        <Link to="/my-decks">← My decks</Link>
      </p>
      <h1>{isNew ? 'New deck' : name || 'Deck'}</h1>
      <Problem error={load.error} />
      <div className="deck-form">
        <div className="stack">
          <label htmlFor="deck-name">
            Name
            <input
              id="deck-name"
              disabled={!ready}
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label htmlFor="deck-format">
            Rules
            <select
              id="deck-format"
              value={format}
              onChange={(e) => setFormat(e.target.value as DeckRules)}
            >
              <option value="modern">1E Modern (only cards legal in Modern)</option>
              <option value="open">1E Open (every card allowed)</option>
            </select>
          </label>
          {notText && check?.entries && check.listErrors.length === 0 ? (
            // every line read: the same cards as plain text, which the builder edits
            <p className="row wrap">
              <button type="button" onClick={() => setText(plainTextList(name, check.entries!))}>
                Write it as plain text
              </button>
              <span className="muted">to add cards here (the same cards, under Missions, Seed Deck and Draw Deck)</span>
            </p>
          ) : null}
          {ready ? (
            <CardAdder
              text={text}
              rules={format}
              disabled={notText}
              onAdd={(card) => setText((t) => addCopy(t, card.title, sectionOf(card)))}
            />
          ) : null}
          <label htmlFor="deck-text">
            Deck list (paste plain text, a LackeyCCG .dek file or the trekcc.org export)
            <textarea
              id="deck-text"
              disabled={!ready}
              rows={14}
              value={text}
              spellCheck={false}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <label className="file-button" htmlFor="deck-file">
            Upload a file…
            <input
              id="deck-file"
              type="file"
              accept=".txt,.dek,.xml,text/plain"
              onChange={upload}
            />
          </label>
          <Problem error={action.error} />
          {saved ? (
            <p className="notice info" role="status">
              {saved}
            </p>
          ) : null}
          <div className="row">
            <button
              type="button"
              className="primary"
              disabled={action.busy || !name.trim() || !text.trim()}
              onClick={save}
            >
              Save deck
            </button>
            {!isNew ? (
              <button type="button" className="danger" disabled={action.busy} onClick={remove}>
                Delete
              </button>
            ) : null}
            {!isNew && !unsaved ? (
              <Link to={`/lobby?deck=${encodeURIComponent(params.id!)}`} className="button">
                Play it against the computer
              </Link>
            ) : null}
          </div>
        </div>
        <section className="deck-check" aria-labelledby="check-title" aria-busy={checking}>
          <h2 id="check-title">Check</h2>
          {!check ? (
            <p className="muted">
              {text.trim() ? 'Checking…' : 'Paste or upload a list to check it.'}
            </p>
          ) : (
            <>
              <p className="deck-verdict" data-valid={String(check.valid)}>
                {check.valid
                  ? 'This deck is legal.'
                  : `${check.problems.length + check.listErrors.length} problem${check.problems.length + check.listErrors.length === 1 ? '' : 's'}.`}
                {check.listFormat ? (
                  <span className="muted">
                    {' '}
                    Read as {LIST_FORMATS[check.listFormat] ?? check.listFormat}.
                  </span>
                ) : null}
                {check.counts ? (
                  <span className="muted">
                    {' '}
                    {check.counts.missions} missions, {check.counts.seedDeck} seed cards,{' '}
                    {check.counts.drawDeck} in the draw deck.
                  </span>
                ) : null}
              </p>
              {check.source && check.source.kind !== 'read-model' ? (
                <p className="notice info" data-source={check.source.kind}>
                  This server knows only the {check.source.cards} cards of the starter decks (its card list has not
                  been imported), so any other card reads as unknown and format legality is not checked. Whoever runs
                  the server loads the full list with <code>npm run cli -- cards import</code> (README › Cards).
                </p>
              ) : null}
              {whole.length ? (
                <ul className="deck-problems whole">
                  {whole.map((p, i) => (
                    <ProblemItem key={i} problem={p} />
                  ))}
                </ul>
              ) : null}
              <ol className="deck-lines" aria-label="The list, line by line" tabIndex={0}>
                {lines.map((line, i) =>
                  line.trim() || byLine.has(i + 1) ? (
                    <li
                      key={i}
                      value={i + 1}
                      data-line={i + 1}
                      className={byLine.has(i + 1) ? 'has-problem' : ''}
                    >
                      <code>{line}</code>
                      {!notText ? <CopyButtons text={text} line={i + 1} change={copies} /> : null}
                      {byLine.has(i + 1) ? (
                        <ul className="deck-problems">
                          {byLine.get(i + 1)!.map((p, j) => (
                            <ProblemItem key={j} problem={p} />
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ) : null,
                )}
              </ol>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** A copy more or fewer of the card on a line of the list (none on headings and comments). */
function CopyButtons({
  text,
  line,
  change,
}: {
  text: string;
  line: number;
  change: (line: number, delta: number) => void;
}) {
  const entry = entryAt(text, line);
  if (!entry) return null;
  return (
    <span className="copy-buttons">
      <button type="button" aria-label={`One copy fewer of ${entry.title}`} onClick={() => change(line, -1)}>
        −
      </button>
      <button type="button" aria-label={`One more copy of ${entry.title}`} onClick={() => change(line, 1)}>
        +
      </button>
    </span>
  );
}

function ProblemItem({ problem }: { problem: LineProblem }) {
  return (
    <li className="deck-problem">
      {problem.message}
      {problem.suggestions?.length ? (
        <span>
          {' '}
          Did you mean{' '}
          {problem.suggestions
            .slice(0, 3)
            .map((s) => `“${s}”`)
            .join(', ')}
          ?
        </span>
      ) : null}
      <span className="rule"> Rule: {problem.rule}</span>
    </li>
  );
}

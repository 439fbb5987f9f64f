/**
 * Small pieces the lobby, deck and tournament pages share: an api failure in words (with the rule
 * for a 422), local times, a live countdown, a deck picker (saved decks and the starter decks) and a
 * hook that loads data and reloads it on demand.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, type DeckChoice, type SavedDeckSummary, type StarterDeck } from '../api/client';
import { starterDecks } from '../api/starter-decks';
import { api, session } from '../app/session';
import { useStore } from '../app/store';

/** A date and time in the viewer's own time zone. */
export function localTime(iso: string | null | undefined, withDate = true): string {
  if (!iso) return '';
  const d = new Date(iso);
  return withDate
    ? d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : d.toLocaleTimeString(undefined, { timeStyle: 'short' });
}

/** What went wrong, in words, with the rule the api named (a 422) and no internal references. */
export function Problem({ error, prefix }: { error: unknown; prefix?: string }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const rule = error instanceof ApiError ? error.rule : undefined;
  const refused = error instanceof ApiError && error.status === 422;
  return (
    <div className={`notice ${refused ? 'violation' : 'error'}`} role="alert">
      <p>
        {prefix ?? (refused ? 'Not allowed: ' : '')}
        {message}
      </p>
      {rule ? <p className="rule">Rule: {rule}</p> : null}
    </div>
  );
}

/** Load something from the api; `reload()` fetches it again. */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): { data: T | null; error: unknown; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (d) => {
        if (live) {
          setData(d);
          setError(null);
        }
      },
      (e: unknown) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, reload };
}

/** Run an action (a button's click): busy while it runs, its failure kept for <Problem>. */
export function useAction(): {
  busy: boolean;
  error: unknown;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  clear: () => void;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clear: () => setError(null) };
}

/** Re-render every `ms` (pages that follow something by re-reading it: the lobby, a tournament). */
export function useEvery(ms: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') setTick((t) => t + 1);
    }, ms);
    return () => clearInterval(timer);
  }, [ms]);
  return tick;
}

/** Seconds left until `endsAt` (ticking once a second); null without a clock. */
export function useCountdown(endsAt: string | null | undefined, paused: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt || paused) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt, paused]);
  if (!endsAt) return null;
  return Math.max(0, Math.round((new Date(endsAt).getTime() - now) / 1000));
}

export function formatSeconds(s: number): string {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `${h ? `${h}:` : ''}${String(m).padStart(h ? 2 : 1, '0')}:${String(sec).padStart(2, '0')}`;
}

/** A round's clock: live countdown, and when it ends in the viewer's local time. */
export function RoundClock({
  round,
}: {
  round: {
    round: number;
    started: boolean;
    endsAt: string | null;
    pausedAt: string | null;
    timeExpired: boolean;
  } | null;
}) {
  const paused = !!round?.pausedAt;
  const left = useCountdown(round?.started ? round.endsAt : null, paused);
  if (!round) return null;
  let text: string;
  if (!round.started) text = `Round ${round.round} has not started yet.`;
  else if (round.timeExpired || left === 0) text = `Round ${round.round}: time is up.`;
  else if (paused) text = `Round ${round.round}: the clock is paused.`;
  else
    text = `Round ${round.round}: ${formatSeconds(left ?? 0)} left, ends at ${localTime(round.endsAt, false)} (your time).`;
  return (
    <p
      className="round-clock"
      data-clock={paused ? 'paused' : round.started ? 'running' : 'waiting'}
      data-seconds-left={left ?? ''}
      role="timer"
      aria-live="off"
    >
      {text}
    </p>
  );
}

export interface DeckOptions {
  readonly saved: readonly SavedDeckSummary[];
  readonly starters: readonly StarterDeck[];
}

/** The signed-in account's saved decks and the built-in starter decks. */
export function useDeckOptions(): DeckOptions {
  const token = useStore(session, (s) => s.token);
  const [saved, setSaved] = useState<readonly SavedDeckSummary[]>([]);
  const [starters, setStarters] = useState<readonly StarterDeck[]>([]);
  useEffect(() => {
    starterDecks().then(setStarters, () => setStarters([]));
    if (token)
      api()
        .decks()
        .then(
          (d) => setSaved(d.decks),
          () => setSaved([]),
        );
  }, [token]);
  return { saved, starters };
}

/** value of a deck <select>: `saved:<id>` or `starter:<index>` */
export function deckChoiceOf(value: string, options: DeckOptions): DeckChoice | null {
  const [kind, key] = value.split(':');
  if (kind === 'saved' && key) return { deckId: key };
  if (kind === 'starter' && key !== undefined) {
    const starter = options.starters[Number(key)];
    return starter ? { deck: starter.text } : null;
  }
  return null;
}

export function DeckSelect({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  options: DeckOptions;
  value: string;
  onChange: (value: string) => void;
}) {
  // the first deck is chosen as soon as the lists arrive
  useEffect(() => {
    if (value) return;
    if (options.saved[0]) onChange(`saved:${options.saved[0].id}`);
    else if (options.starters[0]) onChange('starter:0');
  }, [value, options, onChange]);
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.saved.length ? (
          <optgroup label="My decks">
            {options.saved.map((d) => (
              <option key={d.id} value={`saved:${d.id}`}>
                {d.name}
                {d.valid ? '' : ' (has problems)'}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label="Starter decks">
          {options.starters.map((d, i) => (
            <option key={d.name} value={`starter:${i}`}>
              {d.name}
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  );
}

/** The judge's ruling form: the call it answers, the decision in words, the rule, one remedy (a corrective effect: CorrectiveEffect.tsx). */
import { useState } from 'react';
import type { PlayerId } from '@captains-log/engine';
import type { judges, JudgeView, RemedyInput } from '../api/judges';
import { CorrectiveEffect } from './CorrectiveEffect';

export const QUICK_FIXES =
  '1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? › Tip: Common Quick Fixes';
export const SANCTIONS =
  '1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? › sanctions may be imposed';

export function RulingForm({
  data,
  names,
  onRule,
}: {
  data: JudgeView;
  names: Record<string, string>;
  /** true when the ruling was recorded (the form then starts afresh: no second ruling by accident) */
  onRule: (ruling: Parameters<ReturnType<typeof judges>['rule']>[1]) => Promise<boolean>;
}) {
  const waiting = data.calls.filter((c) => c.state !== 'ruled');
  const [call, setCall] = useState(waiting[0]?.id ?? '');
  const [decision, setDecision] = useState('');
  const [rule, setRule] = useState(QUICK_FIXES);
  const [kind, setKind] = useState<RemedyInput['kind']>('none');
  const [to, setTo] = useState(
    String(
      waiting[0]?.revision !== null && waiting[0]?.revision !== undefined
        ? Math.max(0, waiting[0].revision - 1)
        : Math.max(0, data.head - 1),
    ),
  );
  const [player, setPlayer] = useState<PlayerId>('p1');
  const [penalty, setPenalty] = useState<'caution' | 'warning' | 'game-loss' | 'disqualification'>(
    'caution',
  );
  const [effect, setEffect] = useState(data.view.disputes[0]?.effect ?? '');
  const [apply, setApply] = useState(false);
  const [primitives, setPrimitives] = useState<Record<string, unknown>[]>([]);
  const remedy = (): RemedyInput =>
    kind === 'rewind'
      ? { kind, to: Number(to) }
      : kind === 'penalty'
        ? { kind, player, penalty }
        : kind === 'resolve-dispute'
          ? { kind, effect, apply }
          : kind === 'correct'
            ? { kind, primitives }
            : { kind: 'none' };
  const playerSelect = (
    <select
      name="player"
      aria-label="Player"
      value={player}
      onChange={(e) => setPlayer(e.target.value as PlayerId)}
    >
      <option value="p1">{names.p1}</option>
      <option value="p2">{names.p2}</option>
    </select>
  );
  return (
    <section aria-label="Ruling">
      <h2>Rule</h2>
      <form
        className="ruling"
        onSubmit={(e) => {
          e.preventDefault();
          void onRule({ ...(call ? { call } : {}), decision, rule, remedy: remedy() }).then((recorded) => {
            if (!recorded) return;
            setDecision('');
            setKind('none');
            setCall('');
          });
        }}
      >
        <label>
          Answering{' '}
          <select name="call" value={call} onChange={(e) => setCall(e.target.value)}>
            <option value="">no call (on my own)</option>
            {data.calls.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id} ({c.state})
              </option>
            ))}
          </select>
        </label>
        <label>
          Decision in words
          <textarea
            name="decision"
            required
            maxLength={1000}
            value={decision}
            onChange={(e) => setDecision(e.target.value)}
          />
        </label>
        <label>
          Rule applied
          <input
            name="rule"
            required
            list="judge-rules"
            value={rule}
            onChange={(e) => setRule(e.target.value)}
          />
          <datalist id="judge-rules">
            <option value={QUICK_FIXES} />
            <option value={SANCTIONS} />
          </datalist>
        </label>
        <fieldset>
          <legend>Remedy</legend>
          <select
            name="remedy"
            aria-label="Remedy"
            value={kind}
            onChange={(e) => setKind(e.target.value as RemedyInput['kind'])}
          >
            <option value="none">None: play on</option>
            <option value="rewind">Rewind to an event</option>
            <option value="penalty">Penalty</option>
            <option value="correct">Corrective effect</option>
            {data.view.disputes.length ? (
              <option value="resolve-dispute">Resolve a disputed manual effect</option>
            ) : null}
          </select>
          {kind === 'rewind' ? (
            <label>
              {' '}
              to the state after event{' '}
              <input
                name="to"
                type="number"
                min={0}
                max={data.head - 1}
                value={to}
                onChange={(e) => setTo(e.target.value)}
              />
            </label>
          ) : null}
          {kind === 'correct' ? <CorrectiveEffect view={data.view} names={names} onChange={setPrimitives} /> : null}
          {kind === 'penalty' ? (
            <>
              {playerSelect}
              <select
                name="penalty"
                aria-label="Penalty"
                value={penalty}
                onChange={(e) => setPenalty(e.target.value as typeof penalty)}
              >
                <option value="caution">Caution</option>
                <option value="warning">Warning</option>
                <option value="game-loss">Game loss (ends the game)</option>
                <option value="disqualification">Disqualification</option>
              </select>
            </>
          ) : null}
          {kind === 'resolve-dispute' ? (
            <>
              <select
                name="effect"
                aria-label="Disputed effect"
                value={effect}
                onChange={(e) => setEffect(e.target.value)}
              >
                {data.view.disputes.map((d) => (
                  <option key={d.effect} value={d.effect}>
                    {d.effect}: {d.reason || 'disputed'}
                  </option>
                ))}
              </select>
              <label>
                <input
                  type="checkbox"
                  checked={apply}
                  onChange={(e) => setApply(e.target.checked)}
                />{' '}
                apply it (otherwise drop it)
              </label>
            </>
          ) : null}
        </fieldset>
        <button type="submit" className="primary">
          Rule
        </button>
      </form>
    </section>
  );
}

/** The judge's ruling form: the call it answers, the decision in words, the rule, one remedy. */
import { useMemo, useState } from 'react';
import type { PlayerId } from '@captains-log/engine';
import type { judges, JudgeView, RemedyInput } from '../api/judges';

type Fix = 'score' | 'move' | 'stop' | 'unstop' | 'reveal' | 'shuffle';
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
  onRule: (ruling: Parameters<ReturnType<typeof judges>['rule']>[1]) => Promise<void>;
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
  const [fix, setFix] = useState<Fix>('score');
  const [points, setPoints] = useState('0');
  const cards = useMemo(
    () =>
      Object.values(data.view.zones)
        .flat()
        .flatMap((c) =>
          'hidden' in c ? [] : [{ iid: c.iid, title: c.card.title, owner: c.owner }],
        )
        .sort((a, b) => a.title.localeCompare(b.title)),
    [data.view.zones],
  );
  const [card, setCard] = useState(cards[0]?.iid ?? '');
  const [destination, setDestination] = useState('discard');
  const corrective = (): Record<string, unknown> => {
    switch (fix) {
      case 'score':
        return { kind: 'score', player, points: Number(points), bonus: false };
      case 'shuffle':
        return { kind: 'shuffle', player };
      case 'move':
        return { kind: 'move', card, to: destination };
      default:
        return { kind: fix, card };
    }
  };
  const remedy = (): RemedyInput =>
    kind === 'rewind'
      ? { kind, to: Number(to) }
      : kind === 'penalty'
        ? { kind, player, penalty }
        : kind === 'resolve-dispute'
          ? { kind, effect, apply }
          : kind === 'correct'
            ? { kind, primitives: [corrective()] }
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
          void onRule({ ...(call ? { call } : {}), decision, rule, remedy: remedy() });
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
          {kind === 'correct' ? (
            <>
              <select
                name="fix"
                aria-label="Corrective effect"
                value={fix}
                onChange={(e) => setFix(e.target.value as Fix)}
              >
                <option value="score">Adjust a score</option>
                <option value="move">Move a card</option>
                <option value="stop">Stop a card</option>
                <option value="unstop">Unstop a card</option>
                <option value="reveal">Reveal a card</option>
                <option value="shuffle">Shuffle a draw deck</option>
              </select>
              {fix === 'score' || fix === 'shuffle' ? playerSelect : null}
              {fix === 'score' ? (
                <label>
                  {' '}
                  points{' '}
                  <input
                    name="points"
                    type="number"
                    min={-100}
                    max={100}
                    value={points}
                    onChange={(e) => setPoints(e.target.value)}
                  />
                </label>
              ) : null}
              {fix !== 'score' && fix !== 'shuffle' ? (
                <select
                  name="card"
                  aria-label="Card"
                  value={card}
                  onChange={(e) => setCard(e.target.value)}
                >
                  {cards.map((c) => (
                    <option key={c.iid} value={c.iid}>
                      {c.title} ({names[c.owner] ?? c.owner}, {c.iid})
                    </option>
                  ))}
                </select>
              ) : null}
              {fix === 'move' ? (
                <select
                  name="destination"
                  aria-label="Destination"
                  value={destination}
                  onChange={(e) => setDestination(e.target.value)}
                >
                  <option value="hand">to its owner&apos;s hand</option>
                  <option value="discard">to its owner&apos;s discard pile</option>
                  <option value="draw-top">to the top of its owner&apos;s draw deck</option>
                  <option value="draw-bottom">to the bottom of its owner&apos;s draw deck</option>
                  <option value="out-of-play">out of play</option>
                </select>
              ) : null}
            </>
          ) : null}
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
